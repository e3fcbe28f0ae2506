// Small shared assertions for the API suites: the error shape every failure must have.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiError, Category, Tool, ToolList } from '../../src/shared/schemas.js';
import { createTool, type SignedIn } from '../helper.js';

export type { ApiError, Category, Tool, ToolList };

/** Asserts `{statusCode, error, message}` with the given status and (exact or matching) message. */
export function expectError(res: LightMyRequestResponse, statusCode: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<ApiError>();
  expect(body.statusCode).toBe(statusCode);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

export const toolKeys = [
  'category',
  'categoryId',
  'createdAt',
  'description',
  'icon',
  'id',
  'image',
  'keywords',
  'name',
  'snapshot',
  'title',
  'updatedAt',
  'url',
];

/** createTool() from the helper, typed as the full Tool the API answers with. */
export async function saveTool(user: SignedIn, data: Record<string, unknown>): Promise<Tool> {
  return (await createTool(user, data)) as unknown as Tool;
}
