import { JOIN_MESSAGES, normaliseTeamKey, TEXT_LIMITS, validateTeamKey } from '@chalktalk/domain';
import { z } from 'zod';

/** Team keys are upper-cased and cut to 8 characters as typed; empty gives 'Please enter a team key'. */
export const joinTeamSchema = z.object(
  {
    teamKey: z
      .string({ error: JOIN_MESSAGES.enterTeamKey })
      .superRefine((key, ctx) => {
        const problem = validateTeamKey(key);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
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
