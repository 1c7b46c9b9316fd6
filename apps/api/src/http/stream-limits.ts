import type { Response } from 'express';
import { AppError } from './app-error.js';

export interface StreamLimitsConfig {
  /** Live streams this process holds open at most, from everyone. */
  total: number;
  /** Live streams one client (an address, or a signed-in user) may hold open at once. */
  perClient: number;
}

/**
 * Caps on open Server-Sent Event streams. A stream costs a socket and a subscription for as long as
 * the client likes, so without a cap one client could hold every file descriptor the process has.
 * A refused stream is a 429 JSON before anything is streamed; a slot is freed when its connection closes.
 */
export interface StreamLimits {
  /** Counts `response` against `clientKey` until it closes, or throws a 429 AppError. */
  admit(response: Response, clientKey: string): void;
  readonly open: number;
}

/** A slot frees when any stream closes, which nobody can time: a short wait, as for a busy database. */
const STREAM_RETRY_SECONDS = 5;

export function createStreamLimits({ total, perClient }: StreamLimitsConfig): StreamLimits {
  const byClient = new Map<string, number>();
  let open = 0;
  const release = (clientKey: string) => {
    open -= 1;
    const left = (byClient.get(clientKey) ?? 1) - 1;
    if (left === 0) byClient.delete(clientKey);
    else byClient.set(clientKey, left);
  };
  return {
    admit(response, clientKey) {
      if (open >= total) {
        throw new AppError('too-many-requests', `Too many live streams are open on this server (at most ${total}); try again later`, STREAM_RETRY_SECONDS);
      }
      const mine = byClient.get(clientKey) ?? 0;
      if (mine >= perClient) {
        throw new AppError('too-many-requests', `Too many live streams from one client (at most ${perClient}); close another one first`, STREAM_RETRY_SECONDS);
      }
      open += 1;
      byClient.set(clientKey, mine + 1);
      response.once('close', () => release(clientKey));
    },
    get open() {
      return open;
    },
  };
}
