import { AppError } from './app-error';

/** What a G010 answer carries: the version the server holds now, so a form can save over it on purpose. */
export interface VersionConflictDetails {
  version: number;
}

/**
 * Optimistic concurrency for a versioned document: a save names the version it was edited from, and when that is
 * not the stored one the save is refused with G010 (409) and changes nothing, instead of overwriting someone
 * else's newer save.
 */
export function assertSavedFrom(edited: number, stored: number): void {
  if (edited !== stored)
    throw new AppError('G010', { details: { version: stored } satisfies VersionConflictDetails });
}

/** The stored version a G010 answer names, or undefined for any other error. */
export function conflictVersionOf(
  error: { code?: unknown; details?: unknown } | undefined,
): number | undefined {
  if (error?.code !== 'G010') return undefined;
  const version = (error.details as Partial<VersionConflictDetails> | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}
