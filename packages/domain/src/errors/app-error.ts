import { ERROR_CATALOGUE, ErrorCode, ErrorLevel, isErrorCode } from './error-catalogue';

export interface AppErrorOptions {
  /** Replaces the catalogue message (e.g. a join-specific text). */
  message?: string;
  /**
   * Replaces the catalogue status where one code covers two HTTP meanings: G003 is 403 (not allowed) but 401 when
   * the caller is not signed in at all; a rate limit answers 429.
   */
  status?: number;
  details?: unknown;
  cause?: unknown;
}

/** An error the product knows: a catalogue code with its HTTP status, message and level. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly level: ErrorLevel;
  readonly details?: unknown;

  constructor(code: ErrorCode, opts: AppErrorOptions = {}) {
    const definition = ERROR_CATALOGUE[code];
    super(opts.message ?? definition.message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = opts.status ?? definition.status;
    this.level = definition.level;
    if (opts.details !== undefined) this.details = opts.details;
  }

  /** The `{ error: { code, message, details } }` body of a non-200 reply. */
  toJSON(): { code: ErrorCode; message: string; details?: unknown } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/**
 * True for AppError instances, and for look-alikes from another copy of this package (the web app
 * bundles the source while a test or worker may load the compiled build), where instanceof fails.
 */
export function isAppError(e: unknown): e is AppError {
  if (e instanceof AppError) return true;
  if (!(e instanceof Error) || e.name !== 'AppError') return false;
  const candidate = e as Partial<AppError>;
  return isErrorCode(candidate.code) && typeof candidate.status === 'number';
}
