// Bearer-token authentication. Protected route plugins add `app.addHook('onRequest', app.authenticate)`;
// after it, request.user is the signed-in user (every repo call takes request.user.id).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages.js';
import { unauthorized } from '../errors.js';
import type { AuthService, AuthUser } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
    token: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export const authenticatePlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService }) => {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('token', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const user = token ? await opts.auth.authenticate(token) : null;
    if (!token || !user) throw unauthorized(messages.unauthorized);
    request.user = user;
    request.token = token;
  });
});
