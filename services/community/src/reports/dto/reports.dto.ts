import { TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { id } from '../../plays/dto/community-plays.dto';

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });

/** POST community/reportCommunityContent: a play or a comment, with an optional reason. */
export const reportSchema = object({
  kind: z.enum(['play', 'comment'], { error: 'Say what you report' }),
  id: id('reported item'),
  reason: z.string().trim().max(TEXT_LIMITS.comment).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** POST community/requestCommunityReview: the author of a hidden play asks a moderator to look at it. */
export const requestReviewSchema = object({ id: id('community play') });
