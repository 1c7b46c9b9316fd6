import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE } from './api-base';
import { noteArrivalsIn, noteServerDate } from './server-clock';
import { readStoredSession } from './session';
import { endSession, endedSession, RENEWED_TOKEN_HEADER, renewSession } from './session-events';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call may change the account's password: its reply's token replaces any renewal meanwhile. */
    changesPassword?: boolean;
  }
}

/** The one HTTP client of the web app: the API, and every failure turned into a message. */
export const apiClient = axios.create({ baseURL: API_BASE, timeout: 15_000 });

apiClient.interceptors.request.use((request) => {
  const token = readStoredSession()?.token;
  if (token) request.headers.set('Authorization', token);
  return request;
});

const sentToken = (config: InternalAxiosRequestConfig | undefined) => {
  const sent = config?.headers.get('Authorization');
  return typeof sent === 'string' ? sent : undefined;
};

apiClient.interceptors.response.use(
  (response) => {
    // Countdowns read the server's clock from the moment a reply arrived, which is now.
    noteArrivalsIn(response.data);
    noteServerDate(typeof response.headers.date === 'string' ? response.headers.date : undefined);
    const sent = sentToken(response.config);
    if (sent) renewSession(sent, response.headers[RENEWED_TOKEN_HEADER], response.config.changesPassword === true);
    return response;
  },
  (error: unknown) => {
    const sent = error instanceof AxiosError ? sentToken(error.config) : undefined;
    // The token this request carried is dead: every later request would be refused for it too.
    if (sent && endedSession(error)) endSession(sent);
    // A refusal past the sign-in check (a bid too low, say) still renews the session.
    else if (sent && error instanceof AxiosError) renewSession(sent, error.response?.headers[RENEWED_TOKEN_HEADER]);
    return Promise.reject(error);
  },
);

/**
 * The API names the payload field before a message that does not ('maxBid: Maximum bid must be at
 * least the bid amount'), for clients; a person reads the field's label beside the form instead.
 */
const FIELD_NAME_FIRST = /^[a-z][A-Za-z0-9]*: (?=\S)/;

/**
 * What to tell the user about a failed call: the server's own message when it sent one (without a
 * field name in front), else the spec's words for a failure, and why when no reply came at all.
 */
/** A refusal the app makes itself before sending: said to the user as the server's refusals are. */
export class AppRefusal extends Error {}

export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof AppRefusal) return error.message;
  if (error instanceof AxiosError) {
    const message: unknown = error.response?.data?.message;
    if (typeof message === 'string' && message.length > 0) return message.replace(FIELD_NAME_FIRST, '');
    if (!error.response) return `${fallback} (BidHub cannot be reached: please check your connection)`;
  }
  return fallback;
}

/** The payload field the server named in front of its message ('maxBid' of 'maxBid: Maximum…'), if it did. */
export function errorFieldName(error: unknown): string | undefined {
  const message: unknown = error instanceof AxiosError ? error.response?.data?.message : undefined;
  return typeof message === 'string' ? FIELD_NAME_FIRST.exec(message)?.[0].slice(0, -2) : undefined;
}

/** True when the request never got an answer, so the server may or may not have acted on it. */
export const isNetworkError = (error: unknown) => error instanceof AxiosError && !error.response;

/** The HTTP status of a failed call, when the server answered. */
export const errorStatus = (error: unknown) => (error instanceof AxiosError ? error.response?.status : undefined);
