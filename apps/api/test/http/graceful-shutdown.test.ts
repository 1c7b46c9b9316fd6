import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { drainHttpServer } from '../../src/http/graceful-shutdown.js';
import { createHttpServer } from '../../src/http/http-server.js';
import { createOpenStreams } from '../../src/http/open-streams.js';

/** The raw reply on a connection, up to its close, or the error that ended it. */
function replyOn(socket: net.Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    socket.on('close', () => resolve(text));
  });
}

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('drainHttpServer', () => {
  it('When a route answers at once during the grace, then its reply too closes the connection, so the client sends nothing more on it', async () => {
    const app = express();
    app.get('/ping', (_request, response) => void response.json({ ok: true }));
    const server = createHttpServer(app);
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(server, 'connection');
    const drained = drainHttpServer({ server, openStreams: createOpenStreams(), drainTimeoutMs: 5000, logger: pino({ level: 'silent' }) });
    const reply = replyOn(socket);
    socket.write('GET /ping HTTP/1.1\r\nHost: localhost\r\n\r\n');

    expect(await reply).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*Connection: close[\s\S]*\{"ok":true\}$/);
    await drained;
  });
});
