import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, saveStoredSession } from '../../lib/session';
import { userFixture } from '../../test/user-fixture';
import { followNotifications } from './notification-stream';

const user = userFixture();
const handlers = () => ({ onOpen: vi.fn(), onNotification: vi.fn() });

/** Answers every request of the stream with a fresh `response()`. */
function serverAnswers(response: () => Response) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('The notification stream and the session', () => {
  let controller = new AbortController();
  afterEach(() => {
    controller.abort();
    controller = new AbortController();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('When the stream opens with a renewed token in X-Session-Token, then the stored session keeps it', async () => {
    saveStoredSession({ user, token: 'old-token' });
    serverAnswers(() => new Response(': ping\n\n', { headers: { 'content-type': 'text/event-stream', 'x-session-token': 'fresh-token' } }));
    const opened = handlers();
    followNotifications('old-token', opened, controller.signal);
    await vi.waitFor(() => expect(opened.onOpen).toHaveBeenCalled());
    expect(readStoredSession()?.token).toBe('fresh-token');
  });

  it('When the stream is refused with invalid_token, then the stored session ends', async () => {
    saveStoredSession({ user, token: 'dead-token' });
    serverAnswers(
      () => new Response('{"success":false,"message":"Invalid token"}', { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } }),
    );
    followNotifications('dead-token', handlers(), controller.signal);
    await vi.waitFor(() => expect(readStoredSession()).toBeUndefined());
  });

  it('When the server ends the stream, as a restart or a deploy does, then it connects again after the retry the server asked for', async () => {
    saveStoredSession({ user, token: 'token' });
    const fetch = serverAnswers(() => new Response('retry: 10\n\n', { headers: { 'content-type': 'text/event-stream' } }));
    const opened = handlers();
    const own = new AbortController();
    followNotifications('token', opened, own.signal);
    await vi.waitFor(() => expect(opened.onOpen.mock.calls.length).toBeGreaterThanOrEqual(2));
    own.abort();
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('The notification stream on a connection that goes silent', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('When nothing arrives for two heartbeats, then it connects again, asking for the heartbeat as an event by header', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Opens, then never sends another byte, and never closes.
    const fetch = serverAnswers(() => new Response(new ReadableStream({ start: (stream) => stream.enqueue(new TextEncoder().encode(': open\n\n')) }), { headers: { 'content-type': 'text/event-stream' } }));
    const opened = handlers();
    const own = new AbortController();
    followNotifications('token', opened, own.signal);
    await vi.waitFor(() => expect(opened.onOpen).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(opened.onOpen).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/api/v1/notifications/live', '/api/v1/notifications/live']);
    const headers = (fetch.mock.calls[1] as unknown[])[1] as { headers: Record<string, string> };
    expect(headers.headers['X-Heartbeat']).toBe('event');
    own.abort();
  });
});
