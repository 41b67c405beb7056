import {
  COMMUNITY_SECTIONS,
  LIST_LIMITS,
  SHARE_SCOPES,
  SPORT_FAMILIES,
  TEXT_LIMITS,
  validateName,
} from '@chalktalk/domain';
import { z } from 'zod';

export const id = (label: string) => z.uuid({ error: `A ${label} id is required` });
const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });

const playName = z.string().superRefine((value, ctx) => {
  const message = validateName(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** POST community/shareToCommunity: playId, shareLevel, srcPlaybookId, name, description, tags, programId. */
export const shareToCommunitySchema = object({
  playId: id('play'),
  shareLevel: z.enum(SHARE_SCOPES, { error: 'A share level is required' }),
  srcPlaybookId: id('playbook'),
  name: playName.optional(),
  description: z.string().max(TEXT_LIMITS.description).optional(),
  tags: z.array(z.string().trim().min(1).max(TEXT_LIMITS.label)).max(LIST_LIMITS.tags).optional(),
  /** The program whose branding the play carries; empty or absent for none. */
  programId: z.union([z.literal('').transform(() => undefined), id('program')]).optional(),
});
export type ShareToCommunityInput = z.infer<typeof shareToCommunitySchema>;

/**
 * The sport family a list is narrowed to (basketball, lacrosse, football); absent = every sport, as the spec's
 * calls answer. A sport line (BASKETBALL_HS) or anything else is bad input.
 */
const sportFamily = z
  .enum(SPORT_FAMILIES, { error: `A sport is one of ${SPORT_FAMILIES.join(', ')}` })
  .optional();

/** GET community/getCommunityPlaybook: section, page (1 when absent, the spec's default), sport (optional). */
export const getCommunityPlaybookSchema = object({
  section: z.enum(COMMUNITY_SECTIONS, { error: 'A section is required' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sport: sportFamily,
});

/** GET community/getCommunityHomepage: sport (optional); the spec's call took nothing, and still may. */
export const getCommunityHomepageSchema = object({ sport: sportFamily });

/** Calls that name one community play. */
export const communityPlayIdSchema = object({ id: id('community play') });
