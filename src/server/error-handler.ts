// The one place errors become HTTP answers: {statusCode, error, message}. 5xx detail is logged, never sent.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../shared/messages.js';
import { AppError, badRequest } from './errors.js';

const specMessages = new Set<string>(Object.values(messages));

/** SQLite's and PostgreSQL's unique-constraint errors. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

function reply(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, res) => {
    if (err instanceof AppError) {
      return res.status(err.statusCode).send(reply(err.statusCode, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const raw = issue?.message ?? messages.invalidData;
      const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = specMessages.has(raw) || !field ? raw : `${field}: ${raw}`;
      return res.status(400).send(reply(400, message));
    }
    if (isUniqueViolation(err)) {
      // A race the services' checks did not catch: the database kept one copy; say so, don't 500.
      return res.status(409).send(reply(409, 'That already exists'));
    }
    const statusCode = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err }, 'request failed');
      return res.status(500).send(reply(500, 'Something went wrong on our side'));
    }
    const code = 'code' in err ? err.code : undefined;
    const message =
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large'
        : code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'Malformed JSON body'
          : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : statusCode === 429
              ? messages.rateLimited
              : err.message;
    return res.status(statusCode).send(reply(statusCode, message));
  });
}

/** Errors Fastify raises before routing (a malformed percent-encoding in the path …), in the same shape. */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, res: FastifyReply) {
  const statusCode = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
  const message =
    err.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : (STATUS_CODES[statusCode] ?? 'Bad request');
  void res.status(statusCode).send(reply(statusCode, message));
}

/** Parsed JSON, query and params objects — never a stream, socket or buffer body. */
function isDataObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

function containsNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) stack.push(...(value as unknown[]));
    else if (isDataObject(value) && !seen.has(value)) {
      // A stream or socket body is never walked, and nothing is walked twice (no cycles).
      seen.add(value);
      for (const [key, item] of Object.entries(value)) stack.push(key, item);
    }
  }
  return false;
}

/**
 * A NUL character is never legitimate input, and PostgreSQL text cannot store one (it would be a 500
 * there and silently kept on SQLite): refuse it in params, query and JSON body alike, before validation.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      throw badRequest(messages.invalidData);
  });
}
