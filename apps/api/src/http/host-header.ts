import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/**
 * HTTP/1.1 requires a Host header. Node refuses a request without one with a bare 400 and no body;
 * the server leaves that to this check (http-server.ts), so the refusal is the API's JSON error.
 * HTTP/1.0 never required it.
 */
export const requireHostHeader: RequestHandler = (request, _response, next) => {
  next(request.httpVersion !== '1.0' && request.headers.host === undefined ? AppError.badRequest('A Host header is required') : undefined);
};
