import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/**
 * JSON under the types a client may label it with: its own, a `+json` one, or text/plain, which is
 * what fetch sends for a string body when no Content-Type is set. Each is held to the JSON limit.
 */
export const JSON_BODY_TYPES = ['application/json', 'application/*+json', 'text/plain'];

const READABLE = [...JSON_BODY_TYPES, 'application/x-www-form-urlencoded', 'multipart/form-data'];

const carriesBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A body of any other type (octet-stream, none named) was left unread and the request went on as if
 * it had none: a 50 MB upload answered 200, and POST /notifications/read marked everything read.
 */
export const refuseUnreadableBodies: RequestHandler = (request, _response, next) => {
  if (carriesBody(request.headers) && !request.is(READABLE)) {
    throw new AppError('unsupported-media-type', 'Content-Type must be application/json, application/x-www-form-urlencoded or multipart/form-data');
  }
  next();
};
