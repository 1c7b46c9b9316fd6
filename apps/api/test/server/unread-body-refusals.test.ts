import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../support/test-app.js';

/**
 * A body of a type the API does not read is refused with 415 JSON. The client must get to read it:
 * Node's http client (and most others) write the whole body before they look for a reply, and a
 * server that closes the connection under them leaves them with EPIPE or ECONNRESET instead.
 */

let testApp: ListeningTestApp;

beforeAll(async () => {
  testApp = await createListeningTestApp();
});
afterAll(() => testApp.close());

const MB = 1024 * 1024;

/**
 * Writes all `size` bytes in 64 kB chunks, as a client that does not watch for an early reply, on a
 * connection that closes after the reply (what `agent: false` asks for), and resolves with the reply
 * once the exchange has ended without an error.
 */
function sendWholeBody(method: string, path: string, contentType: string, size: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${testApp.baseUrl}${path}`, { method, headers: { 'Content-Type': contentType, 'Content-Length': String(size) }, agent: false });
    let reply: { status: number; body: unknown } | undefined;
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => (reply = { status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // After an error 'close' comes too; the promise has been rejected by then.
    outgoing.on('close', () => (reply ? resolve(reply) : reject(new Error('the connection closed without a whole reply'))));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let left = size;
    const writeMore = () => {
      while (left > 0) {
        const piece = chunk.subarray(0, Math.min(chunk.length, left));
        left -= piece.length;
        if (!outgoing.write(piece)) return void outgoing.once('drain', writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
}

describe('A body of a type the API does not read, sent whole by a plain Node http client', () => {
  it.each([
    ['PUT', '/api/v1/product/bid-product/00000000-0000-0000-0000-000000000000', 'application/octet-stream', 50 * MB],
    ['POST', '/api/v1/notifications/read', 'application/octet-stream', 5 * MB],
    ['POST', '/api/v1/auth/login', 'multipart/form-data; boundary=x', 5 * MB],
  ])('When %s %s gets %s, then the client reads the 415 JSON', async (method, path, contentType, size) => {
    const reply = await sendWholeBody(method, path, contentType, size);
    expect(reply).toEqual({ status: 415, body: { success: false, message: expect.stringMatching(/^Content-Type must be/) } });
  });
});

describe('A body sent to a route that does not exist', () => {
  it('When a form comes to a path the API does not serve, then 404 naming the route, not 415', async () => {
    const reply = await sendWholeBody('POST', '/api/v1/product/create-products', 'multipart/form-data; boundary=x', MB);
    expect(reply).toEqual({ status: 404, body: { success: false, message: 'No such API route: POST /api/v1/product/create-products' } });
  });
});

