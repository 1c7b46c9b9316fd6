import axios, { AxiosError } from 'axios';
import { readStoredSession } from './session';
import { endSession, endedSession } from './session-end';

/** The one HTTP client of the web app: same-origin /api/v1, and every failure turned into a message. */
export const apiClient = axios.create({ baseURL: '/api/v1', timeout: 15_000 });

apiClient.interceptors.request.use((request) => {
  const token = readStoredSession()?.token;
  if (token) request.headers.set('Authorization', token);
  return request;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // The token this request carried is dead: every later request would be refused for it too.
  const sent = error instanceof AxiosError ? error.config?.headers.get('Authorization') : undefined;
  if (endedSession(error) && typeof sent === 'string') endSession(sent);
  return Promise.reject(error);
});

/** What to tell the user about a failed call: the server's own message when it sent one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof AxiosError) {
    const message: unknown = error.response?.data?.message;
    if (typeof message === 'string' && message.length > 0) return message;
    if (!error.response) return 'Cannot reach BidHub, please check your connection';
  }
  return fallback;
}

/** True when the request never got an answer, so the server may or may not have acted on it. */
export const isNetworkError = (error: unknown) => error instanceof AxiosError && !error.response;

/** The HTTP status of a failed call, when the server answered. */
export const errorStatus = (error: unknown) => (error instanceof AxiosError ? error.response?.status : undefined);
