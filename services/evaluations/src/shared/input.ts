import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

export const id = (label: string) => z.uuid({ error: `A ${label} id is required` });
export const label = z.string().trim().min(1).max(TEXT_LIMITS.label);
export const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });
export const teamInput = object({ teamId: id('team') });

/** The version a save was edited from (optimistic concurrency: a save from another version is refused, G010). */
export const editedVersion = z.int({ error: 'The version you edited is required' }).min(1).max(2_147_483_647);

/** An update (a document id given) must say which version it edits; a creation has none to say. */
export const versionWithId = (document: { id?: string; version?: number }, ctx: z.RefinementCtx) => {
  if (document.id !== undefined && document.version === undefined)
    ctx.addIssue({ code: 'custom', path: ['version'], message: 'The version you edited is required' });
};
