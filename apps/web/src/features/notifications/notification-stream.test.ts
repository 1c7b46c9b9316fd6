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
  const controller = new AbortController();
  afterEach(() => {
    controller.abort();
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
