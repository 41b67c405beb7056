import { LIST_LIMITS, TEXT_LIMITS, validateName } from '@chalktalk/domain';
import { z } from 'zod';

/** The ids a save needs (spec section 5): missing or malformed ones answer G001. */
export const id = (label: string) => z.uuid({ error: `A ${label} id is required` });

/** Names of plays and folders: 1..39 characters, a letter or digit first (domain validateName). */
export const name = z
  .string({ error: 'Enter a name less than 40 characters long' })
  .superRefine((value, ctx) => {
    const message = validateName(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A list of ids in a body: at most LIST_LIMITS.idsPerCall. */
export const ids = (label: string) => z.array(id(label)).max(LIST_LIMITS.idsPerCall);

/** A list given as repeated query parameters or one comma-separated value. */
export const idList = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    ids(label).min(1),
  );

/** Short labels: tags, formation attributes, roles. */
export const label = z.string().trim().min(1).max(TEXT_LIMITS.label);

/** A play's or formation's description. */
export const description = z.string().max(TEXT_LIMITS.description);

export const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });
