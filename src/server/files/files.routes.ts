// GET /files/:key — stored images served from our own origin. Keys are 128-bit random, so a URL is as
// good as a capability (img tags cannot send a bearer token); never SVG, always nosniff, cached for good.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import type { FileStorage } from './storage.js';

export function filesRoutes(storage: FileStorage) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { key: string } }>(
      '/files/:key',
      { schema: { hide: true } },
      async (request, reply) => {
        const file = await storage.get(request.params.key);
        if (!file) throw notFound();
        return reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.data);
      },
    );
  };
}

export const fileUrl = (key: string) => `/files/${key}`;
