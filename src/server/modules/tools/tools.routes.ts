import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import {
  createToolInputSchema,
  listToolsQuerySchema,
  messageSchema,
  toolListSchema,
  toolSchema,
  updateToolInputSchema,
} from '../../../shared/schemas.js';
import { notFound } from '../../errors.js';
import type { Services } from '../../services.js';

const idParam = z.object({ id: z.string() });
const secured = { tags: ['tools'], security: [{ bearer: [] }] };

/** Route ids are positive integers; anything else cannot name one of the caller's tools. */
export function parseId(raw: string | undefined, message: string = messages.toolNotFound): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound(message);
  return id;
}

export const toolsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('onRequest', app.authenticate);
  const { tools } = services;

  app.post(
    '/createTools',
    {
      schema: { ...secured, body: createToolInputSchema, response: { 201: z.object({ data: toolSchema }) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await tools.saveTool(request.user.id, request.body.data) }),
  );

  app.get(
    '/tools',
    { schema: { ...secured, querystring: listToolsQuerySchema, response: { 200: toolListSchema } } },
    async (request) => tools.listTools(request.user.id, request.query),
  );

  app.get(
    '/tools/:id',
    { schema: { ...secured, params: idParam, response: { 200: z.object({ tool: toolSchema }) } } },
    async (request) => ({ tool: await tools.getTool(request.user.id, parseId(request.params.id)) }),
  );

  app.patch(
    '/tools/:id',
    {
      schema: {
        ...secured,
        params: idParam,
        body: updateToolInputSchema,
        response: { 200: z.object({ data: toolSchema }) },
      },
    },
    async (request) => ({
      data: await tools.updateTool(request.user.id, parseId(request.params.id), request.body),
    }),
  );

  const nameQuery = z.object({ name: z.string().optional() });

  // `/tool/` (an empty id) falls back to ?name=, so a missing id is a 400, not a 404 (spec §5).
  app.delete(
    '/tool/:id',
    { schema: { ...secured, params: idParam, querystring: nameQuery, response: { 200: messageSchema } } },
    async (request) =>
      request.params.id.trim()
        ? tools.deleteTool(request.user.id, { id: parseId(request.params.id) })
        : tools.deleteTool(request.user.id, { name: request.query.name }),
  );

  app.delete(
    '/tool',
    { schema: { ...secured, querystring: nameQuery, response: { 200: messageSchema } } },
    async (request) => tools.deleteTool(request.user.id, { name: request.query.name }),
  );
};
