// POST /api/metadata {url, title?} → {url, title, description, img, icon, keywords}. Rate-limited per
// user (not per IP) so one account cannot flood the fetcher.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkMetadataSchema, metadataInputSchema } from '../../../shared/schemas.js';
import type { MetadataService } from './metadata.service.js';

export interface MetadataRouteOptions {
  metadata: MetadataService;
  /** requests per minute per user */
  perMinute?: number;
}

export function metadataRoutes(options: MetadataRouteOptions) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', api.authenticate);
    api.post(
      '/metadata',
      {
        schema: {
          body: metadataInputSchema,
          response: { 200: linkMetadataSchema },
          security: [{ bearer: [] }],
        },
        config: {
          rateLimit: {
            max: options.perMinute ?? 30,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request) => `metadata:${request.user?.id ?? request.ip}`,
          },
        },
      },
      async (request) => options.metadata.fetchMetadata(request.body.url, request.body.title),
    );
  };
}
