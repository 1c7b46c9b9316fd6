import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { apiClient } from '../lib/api-client';

export type FakeAnswer = { status: number; data: unknown; headers?: Record<string, string> } | 'no-reply';

/**
 * Stands in for the network under the app's one axios instance: every request is recorded and
 * answered by `answer`, or lost (no reply at all) like a dropped connection. An answer may be a
 * promise, to hold one reply back while others arrive.
 */
export function fakeServer(answer: (request: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await answer(config);
    if (reply === 'no-reply') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  onTestFinished(() => {
    apiClient.defaults.adapter = previous;
  });
  return { requests };
}
