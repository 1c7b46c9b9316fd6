import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

/** Drizzle's DrizzleQueryError: its message and stack carry the statement's parameters. */
const isFailedQuery = (error: Error): error is Error & { query: string; params: unknown[] } =>
  typeof (error as { query?: unknown }).query === 'string' && Array.isArray((error as { params?: unknown }).params);

/**
 * The error with every failed query in its chain stated without its parameters: they are the row
 * being written, a password's hash, a security answer's hash and a phone number among them, and a
 * database that dropped the connection mid-insert put them in the log.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = withoutQueryParameters(error.cause);
  if (cause === error.cause && !isFailedQuery(error)) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.defineProperties(copy, Object.getOwnPropertyDescriptors(error));
  copy.cause = cause;
  if (isFailedQuery(error)) {
    copy.message = `Failed query: ${error.query}\nparams: ${error.params.length} not logged`;
    copy.stack = error.stack?.replace(error.message, () => copy.message);
    Object.assign(copy, { params: undefined });
  }
  return copy;
}

export const messageOf = (error: unknown) => {
  const safe = withoutQueryParameters(error);
  return safe instanceof Error ? safe.message : String(safe);
};

/** The API's one logger: JSON lines, errors without the parameters of a failed query. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, serializers: { err: (error: Error) => stdSerializers.err(withoutQueryParameters(error) as Error) } }, destination);
}
