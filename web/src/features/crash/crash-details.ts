import { isApiError, newErrorRef } from '../../api/api-error';

export interface CrashDetails {
  message: string | null;
  extendedMessage: string | null;
  code: string;
  ref: string;
}

/** Reads whatever was thrown into what the crash page shows (spec 1 §8). */
export function crashDetails(error: unknown): CrashDetails {
  if (isApiError(error)) {
    return { message: error.message, extendedMessage: null, code: error.code, ref: error.ref };
  }
  const extended =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { extendedMessage?: unknown }).extendedMessage === 'string'
      ? (error as { extendedMessage: string }).extendedMessage
      : null;
  const message = error instanceof Error && error.message ? error.message : null;
  return { message, extendedMessage: extended, code: 'G999', ref: newErrorRef() };
}
