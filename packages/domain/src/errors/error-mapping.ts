import { GENERAL_MESSAGES } from '../messages/app.messages';
import { AppError, isAppError } from './app-error';
import { isErrorCode } from './error-catalogue';

/** Messages of transient failures after which a read is retried (the empty message too). */
export const RETRYABLE_READ_MESSAGES = [
  'An error occurred',
  'unavailable',
  'Failed to fetch',
  'Load failed',
  'Failed to get document because the client is offline.',
] as const;

export const READ_RETRY_ATTEMPTS = 3;

const messageOf = (e: unknown): string =>
  e instanceof Error
    ? e.message
    : typeof e === 'string'
      ? e
      : ((e as { message?: string } | null)?.message ?? '');

export function isRetryableReadError(e: unknown): boolean {
  const message = messageOf(e);
  return message === '' || (RETRYABLE_READ_MESSAGES as readonly string[]).includes(message);
}

const LOADING_ERROR = /^(Failed to fetch|Load failed)$|offline|retry/i;

/**
 * Turns anything thrown into an AppError: known errors pass through, network, offline and storage
 * retry failures become G006, 'Missing or insufficient permissions.' becomes G003, and anything else
 * becomes G999 wrapping the original.
 */
export function toAppError(e: unknown): AppError {
  if (isAppError(e)) return e;
  const message = messageOf(e);
  if (message === 'Missing or insufficient permissions.') return new AppError('G003', { cause: e });
  if (LOADING_ERROR.test(message)) return new AppError('G006', { cause: e });
  return new AppError('G999', { cause: e });
}

/**
 * Interprets a non-200 reply: `{ error: { code, message?, details? } }` becomes that error; a body
 * that is not JSON saying 'Unauthorized' is a permissions error; anything else is unknown.
 */
export function errorFromReply(bodyText: string): AppError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return bodyText.includes('Unauthorized')
      ? new AppError('G003')
      : new AppError('G999', { details: bodyText });
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)
    ?.error;
  if (!error || !isErrorCode(error.code)) {
    return new AppError('G999', { message: GENERAL_MESSAGES.nonTwoHundred, details: parsed });
  }
  return new AppError(error.code, {
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
    ...(error.details === undefined ? {} : { details: error.details }),
  });
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short random reference id shown with an error so support can find its log line. */
export function createErrorReference(length = 6, random: () => number = Math.random): string {
  let reference = '';
  for (let i = 0; i < length; i += 1) {
    reference += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  }
  return reference;
}
