// Named errors that services throw; src/server/error-handler.ts renders them as {statusCode, error, message}.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in') => new AppError(401, 'unauthorized', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const payloadTooLarge = (message = 'Request body is too large') =>
  new AppError(413, 'too_large', message);
export const tooManyRequests = (message = 'Too many requests, please slow down') =>
  new AppError(429, 'rate_limited', message);
export const badGateway = (message: string) => new AppError(502, 'bad_gateway', message);
