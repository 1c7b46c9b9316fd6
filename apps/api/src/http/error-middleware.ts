import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { AppError } from './app-error.js';

/** Errors raised below our code (body parser, multer) translated into the caller's fault they are. */
function translateLibraryError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new AppError('payload-too-large', `Photo must be at most ${PRODUCT_LIMITS.photoBytes / (1024 * 1024)} MB`);
    }
    return AppError.badRequest(`Upload rejected: ${error.message}${error.field ? ` (${error.field})` : ''}`);
  }
  // The router could not percent-decode a path parameter, e.g. '/search/%' or a broken UTF-8 sequence.
  if (error instanceof URIError) return AppError.badRequest('Malformed URL: a path segment is not valid percent-encoding');
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') return AppError.badRequest('Malformed JSON in request body');
  if (type === 'entity.too.large') return new AppError('payload-too-large', 'Request body is too large');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('bad-request', 'Unsupported request body encoding');
  }
  return undefined;
}

/** Maps every failure to `{ success: false, message }` with its status; a 500 carries only a request id. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const known = translateLibraryError(error);
    if (known) {
      response.status(known.status).json({ success: false, message: known.message });
      return;
    }
    const requestId = String(request.id ?? '');
    logger.error({ err: error, requestId, method: request.method, url: request.originalUrl }, 'unhandled error');
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(500).json({ success: false, message: 'Internal server error', requestId });
  };
}

export const unknownApiRoute: RequestHandler = (request, _response, next) => {
  next(AppError.notFound(`No such API route: ${request.method} ${request.path}`));
};
