import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, ledgerOf, openAuction, registerAndSignIn } from '../support/http-client.js';
import { openLiveStream, type LiveStream } from '../support/live-stream-client.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

interface Attempt {
  sentAt: number;
  status?: number;
  error?: string;
  price: number;
}

const BIDDERS = 12;
const WATCHERS = 4;

/** Bids as fast as replies come back until `until` resolves, recording every attempt. */
async function bidUntil(server: ServerProcess, productId: string, bidders: { username: string; token: string }[], stop: { now: boolean }) {
  const attempts: Attempt[] = [];
  let nextPrice = 100;
  await Promise.all(
    bidders.map(async ({ username, token }) => {
      while (!stop.now) {
        const price = nextPrice;
        const attempt: Attempt = { sentAt: Date.now(), price };
        attempts.push(attempt);
        try {
          const reply = await callApi(server.baseUrl, 'PUT', `/product/bid-product/${productId}`, { token, body: { price, winner: username } });
          attempt.status = reply.status;
          if (reply.status === 200) nextPrice = Math.max(nextPrice, (reply.body.product as { minNextBid: number }).minNextBid);
          else nextPrice += 10;
        } catch (error) {
          attempt.error = String((error as { cause?: { code?: string } }).cause?.code ?? error);
          return;
        }
      }
    }),
  );
  return attempts;
}

describe('Stopping the server with SIGTERM during bid load (embedded engine, files on disk)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-sigterm-'));
  const environment = { DATA_DIR: dataDir, ADMIN_USERNAMES: 'shutdown-admin', RATE_LIMIT_BIDS_PER_WINDOW: '100000' };
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('When SIGTERM arrives mid-load, then requests under way are answered, streams end with a retry hint, it exits 0, and every acknowledged bid is in the ledger after a restart', async () => {
    const server = await startServer(environment);
    servers.push(server);
    const admin = await registerAndSignIn(server.baseUrl, 'shutdown-admin');
    const productId = await openAuction(server.baseUrl, admin.token, 100);
    const bidders = await Promise.all(Array.from({ length: BIDDERS }, () => registerAndSignIn(server.baseUrl)));
    const streams: LiveStream[] = [];
    for (let index = 0; index < WATCHERS; index += 1) {
      streams.push(await openLiveStream(`${server.baseUrl}/api/v1/product/${productId}/live`));
    }

    const stop = { now: false };
    const load = bidUntil(server, productId, bidders, stop);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalledAt = Date.now();
    const exitCode = await server.stop('SIGTERM');
    stop.now = true;
    const attempts = await load;

    expect(exitCode).toBe(0);
    const beforeSignal = attempts.filter((attempt) => attempt.sentAt < signalledAt);
    expect(beforeSignal.filter((attempt) => attempt.status === 200).length).toBeGreaterThan(0);
    // Sent before the drain began: every one was answered, none met a reset connection.
    expect(beforeSignal.filter((attempt) => attempt.status === undefined)).toEqual([]);
    for (const stream of streams) {
      await stream.text();
      expect(stream.blocks.at(-1)?.retry).toBeDefined();
    }

    const restarted = await startServer(environment);
    servers.push(restarted);
    const ledger = await ledgerOf(restarted.baseUrl, productId);
    const acknowledged = attempts.filter((attempt) => attempt.status === 200).map((attempt) => attempt.price);
    expect(ledger.verified).toBe(true);
    expect(ledger.bids.map((bid) => bid.amount).sort((a, b) => a - b)).toEqual(acknowledged.sort((a, b) => a - b));
    await restarted.stop();
  });
});

describe('A live stream opened while the server is stopping', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-sigterm-late-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('When a browser follows the retry hint during the grace second, then its new streams end at once with the hint too, the health check says 503, and the server exits 0', async () => {
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_USERNAMES: 'late-admin' });
    const admin = await registerAndSignIn(server.baseUrl, 'late-admin');
    const productId = await openAuction(server.baseUrl, admin.token, 100);
    const first = await openLiveStream(`${server.baseUrl}/api/v1/product/${productId}/live`);

    const exiting = server.stop('SIGTERM');
    await first.text();
    // A load balancer probing it learns to send no new work, while requests are still answered.
    const health = await callApi(server.baseUrl, 'GET', '/health');
    expect(health).toMatchObject({ status: 503, body: { success: false, message: 'Shutting down: this process takes no new work' } });
    const reconnected = [
      await openLiveStream(`${server.baseUrl}/api/v1/product/${productId}/live`),
      await openLiveStream(`${server.baseUrl}/api/v1/notifications/live`, { Authorization: admin.token }),
    ];
    for (const stream of reconnected) {
      await stream.text();
      expect(stream.status).toBe(200);
      expect(stream.blocks.at(-1)?.retry).toBe('1000');
    }
    expect(await exiting).toBe(0);
  });
});
