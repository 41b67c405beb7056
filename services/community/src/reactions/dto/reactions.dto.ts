import { COMMUNITY_COMMENT_MAX, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { id } from '../../plays/dto/community-plays.dto';

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Invalid request' });

/** POST community/addCommunityPlayComment: id, text (plain text; shown escaped, never as markup). */
export const addCommentSchema = object({
  id: id('community play'),
  text: z
    .string({ error: 'Write a comment' })
    .trim()
    .min(1, 'Write a comment')
    .max(COMMUNITY_COMMENT_MAX, `Keep comments under ${COMMUNITY_COMMENT_MAX + 1} characters`),
});

export const commentIdSchema = object({ commentId: id('comment') });

/** POST community/reportCommunityContent: a play or a comment, with an optional reason. */
export const reportSchema = object({
  kind: z.enum(['play', 'comment'], { error: 'Say what you report' }),
  id: id('reported item'),
  reason: z.string().trim().max(TEXT_LIMITS.comment).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;
