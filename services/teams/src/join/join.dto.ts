import {
  JOIN_MESSAGES,
  normaliseTeamKey,
  TEAM_KEY_MAX_LENGTH,
  TEXT_LIMITS,
  validateTeamKey,
} from '@chalktalk/domain';
import { z } from 'zod';

/**
 * Team keys are upper-cased and trimmed; empty gives 'Please enter a team key'. The join box cuts what is typed to
 * 8 characters (spec 1 §5); a call with a longer key is refused naming the limit, never joined on its first 8.
 */
export const joinTeamSchema = z.object(
  {
    teamKey: z
      .string({ error: JOIN_MESSAGES.enterTeamKey })
      .superRefine((key, ctx) => {
        const problem = validateTeamKey(key);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        else if (key.trim().length > TEAM_KEY_MAX_LENGTH)
          ctx.addIssue({
            code: 'custom',
            message: `A team key has at most ${TEAM_KEY_MAX_LENGTH} characters`,
          });
      })
      .transform(normaliseTeamKey),
  },
  { error: JOIN_MESSAGES.enterTeamKey },
);

/** Join by link needs both the entity (team) id and the link code, else the call is an invalid request. */
export const joinTeamLinkSchema = z.object(
  {
    entityId: z.uuid({ error: 'entityId is required' }),
    linkCode: z
      .string({ error: 'linkCode is required' })
      .trim()
      .min(1, 'linkCode is required')
      .max(TEXT_LIMITS.code),
  },
  { error: 'Invalid request' },
);
