import { z } from 'zod';

const REQUIRED = 'The version you edited is required';

/**
 * The version a save was edited from (optimistic concurrency): the service compares it with the stored one and
 * refuses another with G010 (assertSavedFrom in @chalktalk/domain). `min` is 0 where a document that was never
 * saved has version 0 (a team's depth chart), 1 where every stored one starts at 1.
 */
export const editedVersion = (min: 0 | 1 = 1) => z.int({ error: REQUIRED }).min(min).max(2_147_483_647);

/** superRefine step: an update (a document id given) must say which version it edits; a creation has none. */
export function versionWithId(document: { id?: string; version?: number }, ctx: z.RefinementCtx): void {
  if (document.id !== undefined && document.version === undefined)
    ctx.addIssue({ code: 'custom', path: ['version'], message: REQUIRED });
}
