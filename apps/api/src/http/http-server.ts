import http, { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

type ConnectionSocket = Socket & { _httpMessage?: http.ServerResponse | null };

/**
 * Deliberate limits, so a slow client cannot hold a connection: the headers must arrive within
 * 10 s and the whole request (a 5 MB photo from a phone included) within 60 s; an idle keep-alive
 * connection is closed after 5 s. Node checks them every second instead of every 30 s. None applies
 * to a reply, so live streams stay open; they have their own heartbeat.
 */
const TIMEOUTS: http.ServerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
  // Checked by the app instead (host-header.ts), which answers in JSON.
  requireHostHeader: false,
};

interface ConnectionState {
  sockets: Set<ConnectionSocket>;
  draining: boolean;
}

const stateOf = new WeakMap<http.Server, ConnectionState>();

function trackConnections(server: http.Server) {
  const state: ConnectionState = { sockets: new Set(), draining: false };
  const { sockets } = state;
  stateOf.set(server, state);
  server.on('connection', (socket: ConnectionSocket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Once draining, every reply closes its connection, so no client sends another request on it.
  // Before the app's own listener, or a reply sent at once would still say keep-alive.
  server.prependListener('request', (_request, response: http.ServerResponse) => {
    if (state.draining) response.shouldKeepAlive = false;
  });
}

/** For a shutdown: the replies under way and every later one close their connection when sent. */
export function endKeepAlive(server: http.Server): void {
  const state = stateOf.get(server);
  if (!state) return;
  state.draining = true;
  for (const socket of state.sockets) {
    const reply = socket._httpMessage;
    if (reply && !reply.headersSent) reply.shouldKeepAlive = false;
  }
}

/**
 * The HTTP server for the app. Requests that Node's own parser refuses before Express sees them (a
 * NUL in a header, headers or a URL over 16 kB, an Expect it cannot meet) get the API's JSON error
 * instead of a bare status line.
 */
export function createHttpServer(app: Express): http.Server {
  const server = http.createServer(TIMEOUTS, app);
  trackConnections(server);
  server.on('clientError', (error: Error & { code?: string; reason?: string }, connection) => {
    // A plain HTTP server's connections are TCP sockets; the Duplex type is for TLS and HTTP/2 too.
    const socket = connection as ConnectionSocket;
    // Node's own rule: answer only while no reply is under way on this connection, or it would be corrupted.
    const replyUnderWay = socket._httpMessage?.headersSent === true;
    if (!socket.writable || replyUnderWay) {
      socket.destroy();
      return;
    }
    const { status, message } = refusalOf(error);
    const body = JSON.stringify({ success: false, message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  // Node answers any Expect but 100-continue with a bare 417; the API's refusals are JSON.
  server.on('checkExpectation', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    const body = JSON.stringify({ success: false, message: 'Expect: only 100-continue is supported' });
    response.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    response.end(body);
  });
  return server;
}

function refusalOf(error: { code?: string; reason?: string }): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Request headers are too large (the URL counts too)' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Request timed out' };
  return { status: 400, message: error.reason ? `Malformed HTTP request: ${error.reason}` : 'Malformed HTTP request' };
}
