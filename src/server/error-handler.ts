// The one place errors become HTTP answers: {statusCode, error, message}. 5xx detail is logged, never sent.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../shared/messages.js';
import { AppError } from './errors.js';

const specMessages = new Set<string>(Object.values(messages));

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
