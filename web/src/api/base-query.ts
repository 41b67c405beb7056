import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { signedIn, signedOut, type SessionPayload } from '../features/auth/authSlice';
import { READ_RETRY_ATTEMPTS } from '@chalktalk/domain';
import { isRetryable, toApiError, type ApiError } from './api-error';

export const API_BASE = '/api/';
export const REFRESH_PATH = 'account/refresh';

interface AuthLike {
  auth: { accessToken: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  // The refresh token travels as an httpOnly cookie; the access token stays in memory only.
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as AuthLike).auth.accessToken;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

type Args = string | FetchArgs;
type Raw = BaseQueryFn<Args, unknown, FetchBaseQueryError>;

function pathOf(args: Args): string {
  return typeof args === 'string' ? args : args.url;
}

function isRead(args: Args): boolean {
  return typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';
}

/** Calls where a 401 means "wrong credentials", not "access token expired". */
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, 'account/login', 'account/createAccount', 'account/logout']);

// Concurrent 401s share one refresh call instead of racing to rotate the refresh token.
let refreshInFlight: Promise<boolean> | null = null;

async function refreshSession(api: Parameters<Raw>[1], extra: Parameters<Raw>[2]): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const result = await rawBaseQuery({ url: REFRESH_PATH, method: 'POST', body: {} }, api, extra);
    if (result.data) {
      api.dispatch(signedIn(result.data as SessionPayload));
      return true;
    }
    api.dispatch(signedOut());
    return false;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** One attempt: on a 401 refresh the session once, then repeat the call with the new token. */
const withRefresh: Raw = async (args, api, extra) => {
  let result = await rawBaseQuery(args, api, extra);
  const status = result.error?.status;
  const unauthorized = status === 401 || (status === 'PARSING_ERROR' && result.error?.originalStatus === 401);
  if (unauthorized && !NO_REFRESH_PATHS.has(pathOf(args))) {
    if (await refreshSession(api, extra)) result = await rawBaseQuery(args, api, extra);
  }
  return result;
};

export interface BaseQueryOptions {
  /** Milliseconds to wait before retry number `attempt` (1-based). */
  retryDelay?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => 250 * 2 ** (attempt - 1);

/**
 * The app's baseQuery: bearer token, refresh-once on 401, spec error mapping, and
 * up to READ_RETRY_ATTEMPTS attempts (spec 1 §9: 3) for reads that failed with a known network error.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): BaseQueryFn<Args, unknown, ApiError> {
  const delay = options.retryDelay ?? defaultDelay;
  return async (args, api, extra) => {
    const attempts = isRead(args) ? READ_RETRY_ATTEMPTS : 1;
    let error: ApiError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, delay(attempt - 1)));
      const result = await withRefresh(args, api, extra);
      if (!result.error) return { data: result.data, meta: result.meta };
      error = toApiError(result.error, typeof navigator === 'undefined' ? true : navigator.onLine);
      if (!isRetryable(error) || api.signal.aborted) break;
    }
    return { error: error as ApiError };
  };
}
