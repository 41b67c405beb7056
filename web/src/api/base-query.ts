import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { signedIn, signedOut, type SessionPayload } from '../features/auth/authSlice';
import { reloginGateOf } from '../features/auth/relogin/relogin-gate';
import { READ_RETRY_ATTEMPTS } from '@chalktalk/domain';
import { isRateLimited, isRetryable, toApiError, type ApiError } from './api-error';
import { appUpdates } from '../features/app-updates/app-updates';

export const API_BASE = '/api/';
export const REFRESH_PATH = 'account/refresh';
export const REAUTHENTICATE_PATH = 'account/reauthenticate';

interface AuthLike {
  auth: { accessToken: string | null; status: string };
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
type Raw = BaseQueryFn<Args, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;
type RawResult = Awaited<ReturnType<Raw>>;

function pathOf(args: Args): string {
  return typeof args === 'string' ? args : args.url;
}

function isRead(args: Args): boolean {
  return typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';
}

function errorCode(result: RawResult): string | undefined {
  const data = result.error && 'data' in result.error ? result.error.data : undefined;
  const code = (data as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A 401 that a refresh can cure: the access token expired or is missing. Account codes with a 401
 * (A006 wrong password, A009 recent login required) are answers about the user, not the token.
 */
function tokenRejected(result: RawResult): boolean {
  const error = result.error;
  if (!error) return false;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return status === 401 && !/^A\d{3}$/.test(errorCode(result) ?? '');
}

/** Calls where a 401 means "wrong credentials", not "access token expired". */
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, 'account/login', 'account/createAccount', 'account/logout']);
/** The re-login dialog's own calls must never wait for the dialog. */
const NO_RELOGIN_PATHS = new Set([...NO_REFRESH_PATHS, REAUTHENTICATE_PATH]);

// Concurrent 401s share one refresh call instead of racing to rotate the refresh token.
let refreshInFlight: Promise<boolean> | null = null;

async function refreshSession(api: Parameters<Raw>[1], extra: Parameters<Raw>[2]): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const result = await rawBaseQuery({ url: REFRESH_PATH, method: 'POST', body: {} }, api, extra);
    if (!result.data) return false;
    api.dispatch(signedIn(result.data as SessionPayload));
    return true;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * One attempt with the session kept alive: a rejected token is refreshed once and the call repeated;
 * when the refresh fails too (spec 1 §4: expired login) or the call answers A009 (spec 3 §8: recent
 * login required), the re-login dialog opens and the call is repeated once the user is back.
 */
const withSession: Raw = async (args, api, extra) => {
  const path = pathOf(args);
  const result = await rawBaseQuery(args, api, extra);
  if (NO_REFRESH_PATHS.has(path)) return result;
  const gate = NO_RELOGIN_PATHS.has(path) ? null : reloginGateOf(api.extra);

  if (errorCode(result) === 'A009') {
    if (gate && (await gate.wait(api.dispatch, 'recentLogin'))) return rawBaseQuery(args, api, extra);
    return result;
  }
  if (!tokenRejected(result)) return result;
  if (await refreshSession(api, extra)) return rawBaseQuery(args, api, extra);

  const signedInBefore = (api.getState() as AuthLike).auth.status === 'signedIn';
  if (gate && signedInBefore) {
    // The dialog signs the user out itself when they give up.
    if (await gate.wait(api.dispatch, 'sessionExpired')) return rawBaseQuery(args, api, extra);
    return result;
  }
  api.dispatch(signedOut());
  return result;
};

export interface BaseQueryOptions {
  /** Milliseconds to wait before retry number `attempt` (1-based) after a network error. */
  retryDelay?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => 250 * 2 ** (attempt - 1);

/**
 * Ours: the longest a read waits for the gateway's request budget before asking again. The budget is per minute
 * and `Retry-After` says when it refills; a wait beyond this is not taken (the call answers the 429 at once rather
 * than leave a page loading that long, and asking earlier than the header says would be turned away again).
 */
export const RATE_LIMIT_MAX_WAIT_S = 10;
/** Ours: the wait after a 429 that names none (a proxy's). */
export const RATE_LIMIT_DEFAULT_WAIT_S = 2;

/** Milliseconds before asking a turned-away read again, or null when it is not worth asking again. */
export function rateLimitWaitMs(error: ApiError): number | null {
  const seconds = error.retryAfterS ?? RATE_LIMIT_DEFAULT_WAIT_S;
  return seconds <= RATE_LIMIT_MAX_WAIT_S ? seconds * 1000 : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's baseQuery: bearer token, refresh-once on 401, the re-login dialog, spec error mapping, and up to
 * READ_RETRY_ATTEMPTS attempts (spec 1 §9: 3) for reads that failed with a known network error (short back-off) or
 * were turned away for the request budget (429: after its `Retry-After`, see rateLimitWaitMs). Writes are never
 * repeated: their caller shows the answer.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): BaseQueryFn<Args, unknown, ApiError> {
  const delay = options.retryDelay ?? defaultDelay;
  /** How long before the next attempt of a read, or null to answer this error. */
  const waitBefore = (error: ApiError, attempt: number): number | null => {
    if (isRateLimited(error)) return rateLimitWaitMs(error);
    return isRetryable(error) ? delay(attempt) : null;
  };
  return async (args, api, extra) => {
    const attempts = isRead(args) ? READ_RETRY_ATTEMPTS : 1;
    let error: ApiError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const result = await withSession(args, api, extra);
      if (!result.error) return { data: result.data, meta: result.meta };
      const online = typeof navigator === 'undefined' ? true : navigator.onLine;
      error = toApiError(result.error, online, result.meta?.response?.headers.get('retry-after'));
      const wait = attempt < attempts && !api.signal.aborted ? waitBefore(error, attempt) : null;
      if (wait === null) break;
      await sleep(wait);
    }
    // G008 (outdated app version): the server asks for the new release; the new-version toast offers it.
    if (error?.code === 'G008') appUpdates.reportNewVersion();
    return { error: error as ApiError };
  };
}
