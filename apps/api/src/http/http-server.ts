import http, { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * The HTTP server for the app. Requests that Node's own parser refuses before Express sees them (a
 * NUL in a header, headers or a URL over 16 kB) get the API's JSON error instead of a bare status line.
 */
export function createHttpServer(app: Express): http.Server {
  const server = http.createServer(app);
  server.on('clientError', (error: Error & { code?: string; reason?: string }, connection) => {
    // A plain HTTP server's connections are TCP sockets; the Duplex type is for TLS and HTTP/2 too.
    const socket = connection as Socket;
    // Node's own rule: answer only while no reply is under way on this connection, or it would be corrupted.
    const replyUnderWay = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage?.headersSent === true;
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
  return server;
}

function refusalOf(error: { code?: string; reason?: string }): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Request headers are too large (the URL counts too)' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Request timed out' };
  return { status: 400, message: error.reason ? `Malformed HTTP request: ${error.reason}` : 'Malformed HTTP request' };
}
