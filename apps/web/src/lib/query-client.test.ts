import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

const networkError = () => Promise.reject(new Error('Network Error'));
/** What a request held back until the browser is online again looks like: no answer yet. */
const stillWaiting = () => new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200));

describe('The query client while the browser says it is offline', () => {
  it('When a load fails for want of a network, then it fails at once, so the screen shows its error', async () => {
    onlineManager.setOnline(false);
    const load = createQueryClient().fetchQuery({ queryKey: ['offline-load'], queryFn: networkError });
    await expect(Promise.race([load, stillWaiting()])).rejects.toThrow('Network Error');
  });

  it('When a write such as a bid is sent, then it goes out now or fails now, never later on its own', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const write = client.getMutationCache().build(client, { mutationFn: networkError }).execute(undefined);
    await expect(Promise.race([write, stillWaiting()])).rejects.toThrow('Network Error');
  });
});
