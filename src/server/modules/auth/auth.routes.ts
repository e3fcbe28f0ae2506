import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meSchema, sessionSchema, signinInputSchema, signupInputSchema } from '../../../shared/schemas.js';
import type { AuthService } from './auth.service.js';

const authLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/signup',
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        body: signupInputSchema,
        response: { 201: z.object({ data: sessionSchema }) },
      },
    },
    async (request, reply) => {
      const session = await auth.signup(request.body, request.ip);
      return reply.status(201).send({ data: session });
    },
  );

  app.post(
    '/signin',
    {
      config: authLimit,
      schema: { tags: ['auth'], body: signinInputSchema, response: { 200: sessionSchema } },
    },
    async (request) => auth.signin(request.body, request.ip),
  );

  app.post(
    '/signout',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }] } },
    async (request, reply) => {
      await auth.signout(request.token);
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: meSchema } },
    },
    async (request) => ({
      username: request.user.username,
      email: request.user.email,
      name: request.user.name,
    }),
  );
};
