import { errorAndCauses } from './error-causes.js';

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), too many
 * connections, and a server shutting down, crashed or still starting (57P01-57P03).
 */
const UNAVAILABLE_STATE = /^(08...|53300|57P0[123])$/;
/**
 * A connection the server dropped: a backend killed with a query unread resets it (RST), and
 * writing to it then fails too.
 */
const DROPPED_CONNECTION = /^(ECONNRESET|EPIPE)$/;
/** node-postgres's own words for a connection that broke or never came: they carry no code. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when a query failed because the database could not be reached or is going away, not
 * because of the query: the request may succeed once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of errorAndCauses(error)) {
    if (typeof cause.code === 'string' && (UNAVAILABLE_STATE.test(cause.code) || DROPPED_CONNECTION.test(cause.code))) return true;
    // A socket that could not connect (ECONNREFUSED, ENOENT for a Unix socket that is gone), or a
    // host name that no longer resolves (a compose service that is stopped: ENOTFOUND, EAI_AGAIN).
    if (cause.syscall === 'connect' || cause.syscall === 'getaddrinfo') return true;
    if (typeof cause.message === 'string' && UNAVAILABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}
