import axios, { AxiosError } from 'axios';

/** The one HTTP client of the web app: same-origin /api/v1, and every failure turned into a message. */
export const apiClient = axios.create({ baseURL: '/api/v1', timeout: 15_000 });

const SESSION_KEY = 'auth';

apiClient.interceptors.request.use((request) => {
  const token = readStoredToken();
  if (token) request.headers.set('Authorization', token);
  return request;
});

function readStoredToken(): string | undefined {
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof session?.token === 'string' ? session.token : undefined;
  } catch {
    return undefined;
  }
}

/** What to tell the user about a failed call: the server's own message when it sent one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof AxiosError) {
    const message: unknown = error.response?.data?.message;
    if (typeof message === 'string' && message.length > 0) return message;
    if (!error.response) return 'Cannot reach BidHub, please check your connection';
  }
  return fallback;
}
