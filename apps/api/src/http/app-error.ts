import { StacklessError } from './stackless-error.js';

/** The one error type of the server: a message for the caller and the HTTP status it maps to. */
export type ErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'invalid-token'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'too-many-requests'
  | 'service-unavailable'
  /** 503 too, but no outage: this process is stopping, another one takes the work. */
  | 'shutting-down';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  'bad-request': 400,
  unauthorized: 401,
  'invalid-token': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
  'service-unavailable': 503,
  'shutting-down': 503,
};

/** What a client is told while the database cannot be reached (health check and any route). */
export const DATABASE_NOT_ANSWERING = 'Database is not answering';

export class AppError extends StacklessError {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Sent as Retry-After: when a refused request may succeed (a rate limit's window ending). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }

  /**
   * RFC 6750's challenge on a token that names no session any more (expired, forged, its account
   * gone): a client can tell it from a wrong password, which is a 401 too, and forget the token.
   */
  get headers(): Record<string, string> {
    return {
      ...(this.kind === 'invalid-token' && { 'WWW-Authenticate': 'Bearer error="invalid_token"' }),
      ...(this.retryAfterSeconds !== undefined && { 'Retry-After': String(this.retryAfterSeconds) }),
    };
  }

  static badRequest = (message: string) => new AppError('bad-request', message);
  static unauthorized = (message: string) => new AppError('unauthorized', message);
  static invalidToken = (message: string) => new AppError('invalid-token', message);
  static forbidden = (message: string) => new AppError('forbidden', message);
  static notFound = (message: string) => new AppError('not-found', message);
  static conflict = (message: string) => new AppError('conflict', message);
  static databaseUnavailable = () => new AppError('service-unavailable', DATABASE_NOT_ANSWERING);
  static shuttingDown = () => new AppError('shutting-down', 'Shutting down: this process takes no new work');
}
