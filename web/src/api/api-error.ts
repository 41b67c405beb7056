import {
  createErrorReference,
  GENERAL_MESSAGES,
  isRetryableReadError,
  messageForCode,
  OFFLINE_MESSAGES,
} from '@chalktalk/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The serializable error every endpoint rejects with. It mirrors the server's
 * `{ error: { code, message, details?, ref } }` body; RTK Query keeps errors in the store,
 * so this is a plain object rather than the domain's AppError class.
 */
export interface ApiError {
  code: string;
  message: string;
  status?: number;
  details?: unknown;
  /** Short reference id shown to the user ("Error code: …") and quoted to support. */
  ref: string;
  /** Seconds the server asked to wait before asking again (its `Retry-After`; the gateway sends it with a 429). */
  retryAfterS?: number;
}

const NETWORK_MESSAGES = [
  'Failed to fetch',
  'Load failed',
  'NetworkError when attempting to fetch resource.',
];

export function newErrorRef(): string {
  return createErrorReference();
}

interface ServerErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown; ref?: unknown };
}

function serverError(body: unknown): ServerErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as ServerErrorBody).error;
  return typeof error === 'object' && error !== null ? error : undefined;
}

/** fetchBaseQuery reports network failures as "TypeError: Failed to fetch"; keep only the message. */
function fetchFailureMessage(error: string): string {
  return error.replace(/^\w*Error:\s*/, '');
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).code === 'string' &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).ref === 'string'
  );
}

/**
 * A `Retry-After` value in seconds: delta-seconds (what the gateway's rate limit sends) or an HTTP date (RFC 9110
 * §10.2.3, what a proxy in front may send); undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month; Date.parse alone would take '-3' for a year.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A call turned away for the gateway's request budget (429): it says nothing about the call itself. */
export function isRateLimited(error: ApiError): boolean {
  return error.status === 429;
}

/**
 * Maps every failure shape fetchBaseQuery produces onto the spec's error catalogue (spec 1 §8). `retryAfter` is
 * the answer's `Retry-After` header (none without an answer), kept as `retryAfterS`.
 */
export function toApiError(error: FetchBaseQueryError, online = true, retryAfter?: string | null): ApiError {
  const mapped = mapFailure(error, online);
  const retryAfterS = parseRetryAfter(retryAfter);
  return retryAfterS === undefined ? mapped : { ...mapped, retryAfterS };
}

function mapFailure(error: FetchBaseQueryError, online: boolean): ApiError {
  const ref = newErrorRef();
  if (error.status === 'FETCH_ERROR') {
    const message = fetchFailureMessage(error.error);
    if (!online) return { code: 'G006', message: OFFLINE_MESSAGES.offlineChange, ref };
    return {
      code: 'G006',
      message: NETWORK_MESSAGES.includes(message) ? message : message || 'Failed to fetch',
      ref,
    };
  }
  if (error.status === 'TIMEOUT_ERROR') return { code: 'G006', message: 'unavailable', ref };
  if (error.status === 'PARSING_ERROR') {
    const text = typeof error.data === 'string' ? error.data.trim() : '';
    if (text.includes('Unauthorized')) {
      return {
        code: 'G003',
        message: GENERAL_MESSAGES.noPermissions,
        status: error.originalStatus,
        ref,
      };
    }
    return { code: 'G999', message: messageForCode('G999'), status: error.originalStatus, ref };
  }
  if (error.status === 'CUSTOM_ERROR') return { code: 'G999', message: error.error, ref };

  const body = serverError(error.data);
  if (body && typeof body.code === 'string' && body.code) {
    return {
      code: body.code,
      message: typeof body.message === 'string' ? body.message : 'An error occurred',
      status: error.status,
      ...(body.details !== undefined ? { details: body.details } : {}),
      ref: typeof body.ref === 'string' && body.ref ? body.ref : ref,
    };
  }
  return { code: 'G999', message: GENERAL_MESSAGES.nonTwoHundred, status: error.status, ref };
}

/** Known network errors (or no message at all) are worth another attempt on reads. */
export function isRetryable(error: ApiError): boolean {
  return error.code === 'G006' || isRetryableReadError(error.message);
}

/** The `{ path, message }` list a G001 (invalid input) answer carries. */
export function inputIssues(error: ApiError): Array<{ path: string; message: string }> {
  if (error.code !== 'G001' || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/**
 * A readable message for anything a component might catch (RTK unwrap() rejects with ApiError).
 * Invalid input names what was wrong (the server uses the spec's field messages) rather than G001's
 * generic text.
 */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (isApiError(error)) return inputIssues(error)[0]?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return fallback;
}
