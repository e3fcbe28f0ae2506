import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import {
  categorySchema,
  createCategoryInputSchema,
  messageSchema,
  toolSchema,
} from '../../../shared/schemas.js';
import { badRequest } from '../../errors.js';
import type { Services } from '../../services.js';
import { parseId } from '../tools/tools.routes.js';

const secured = { tags: ['categories'], security: [{ bearer: [] }] };

export const categoriesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('onRequest', app.authenticate);
  const { categories, tools } = services;

  app.post(
    '/createCategory',
    {
      schema: {
        ...secured,
        body: createCategoryInputSchema,
        response: { 200: z.object({ data: categorySchema }) },
      },
    },
    async (request) => ({ data: await categories.createCategory(request.user.id, request.body.data.name) }),
  );

  app.get(
    '/category',
    { schema: { ...secured, response: { 200: z.object({ categories: z.array(categorySchema) }) } } },
    async (request) => ({ categories: await categories.listCategories(request.user.id) }),
  );

  app.get(
    '/category/:category',
    {
      schema: {
        ...secured,
        params: z.object({ category: z.string() }),
        response: { 200: z.object({ tools: z.array(toolSchema) }) },
      },
    },
    async (request) => ({ tools: await tools.listCategoryTools(request.user.id, request.params.category) }),
  );

  app.delete(
    '/category/:name/:id',
    {
      schema: {
        ...secured,
        params: z.object({ name: z.string(), id: z.string() }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { name, id } = request.params;
      if (!name.trim() || !id.trim()) throw badRequest(messages.categoryNameAndIdRequired);
      return categories.deleteCategory(request.user.id, name, parseId(id, 'Category not found'));
    },
  );

  const missingParts = async () => {
    throw badRequest(messages.categoryNameAndIdRequired);
  };
  app.delete('/category', { schema: { hide: true } }, missingParts);
  app.delete('/category/:name', { schema: { hide: true } }, missingParts);
};
