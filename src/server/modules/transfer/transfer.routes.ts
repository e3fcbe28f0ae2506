// POST /api/import, GET /api/export, GET /api/import/status. The import body is never buffered by
// Fastify: this plugin takes the raw request stream (or the multipart file stream) and hands it to the
// streaming reader, counting bytes so anything past 50 MB is a 413 however it was sent.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.js';
import { badRequest, payloadTooLarge } from '../../errors.js';
import { captureProgress } from '../../transfer/capture-queue.js';
import { exportAccount } from '../../transfer/export.service.js';
import { importFile } from '../../transfer/import.service.js';
import { readImportFile } from '../../transfer/read-import-file.js';

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
const TOO_LARGE = 'Import files can be at most 50 MB';
const secured = { tags: ['transfer'], security: [{ bearer: [] }] };

const importResultSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  categories: z.number().int(),
});
const progressSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  queued: z.number().int(),
});

/**
 * The raw request stream as the body. Kept in a private field so hooks that walk a parsed body's
 * properties (the NUL check in error-handler.ts) see an empty object instead of a socket's graph.
 */
class RawUpload {
  readonly #stream: AsyncIterable<Buffer>;
  constructor(stream: AsyncIterable<Buffer>) {
    this.#stream = stream;
  }
  get stream() {
    return this.#stream;
  }
}

async function* limited(stream: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    if (bytes > IMPORT_MAX_BYTES) throw payloadTooLarge(TOO_LARGE);
    yield buffer;
  }
}

async function uploadedFile(request: FastifyRequest) {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });
    if (!part) throw badRequest('Choose a bookmark file to import');
    const file = await readImportFile(limited(part.file));
    if (part.file.truncated) throw payloadTooLarge(TOO_LARGE);
    return file;
  }
  if (!(request.body instanceof RawUpload)) throw badRequest('Choose a bookmark file to import');
  return readImportFile(limited(request.body.stream));
}

export function transferRoutes(db: Db) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRequest', app.authenticate);
    // Every body in this scope arrives as a raw stream; the routes read and limit it themselves.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, new RawUpload(payload)));
    await app.register(multipart, { throwFileSizeLimit: true });

    app.post(
      '/import',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: { ...secured, response: { 200: importResultSchema } },
        // Per account, after authentication: an import holds the database for a moment.
        config: {
          rateLimit: {
            max: 20,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `import:${request.user.id}`,
          },
        },
        onRequest: async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + 64 * 1024)
            throw payloadTooLarge(TOO_LARGE);
        },
      },
      async (request) => importFile(db, request.user.id, await uploadedFile(request)),
    );

    app.get(
      '/import/status',
      { schema: { ...secured, response: { 200: progressSchema } } },
      async (request) => captureProgress(db, request.user.id),
    );

    app.get(
      '/export',
      { schema: { ...secured, querystring: z.object({ format: z.enum(['html', 'json']).default('html') }) } },
      async (request, reply) => {
        const file = await exportAccount(db, request.user.id, request.query.format);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .header('Cache-Control', 'no-store')
          .send(file.body);
      },
    );
  };
  return plugin as unknown as (app: FastifyInstance) => Promise<void>;
}
