import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../support/test-app.js';

let testApp: ListeningTestApp;

beforeAll(async () => {
  testApp = await createListeningTestApp();
});
afterAll(() => testApp.close());

it('When a client sends one header line per second and never finishes, then the server answers 408 and closes the connection instead of holding it', async () => {
  const { port } = new URL(testApp.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  let reply = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (reply += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');

  // 30 lines would hold the connection 30 s; the headers timeout is 10 s.
  let linesSent = 0;
  while (!socket.destroyed && linesSent < 30) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (socket.writable) socket.write(`X-Slow-${linesSent}: still typing\r\n`);
    linesSent += 1;
  }
  await closed;
  expect(linesSent).toBeLessThan(15);
  expect(reply).toMatch(/^HTTP\/1\.1 408/);
  expect(reply).toContain('"success":false');
});
