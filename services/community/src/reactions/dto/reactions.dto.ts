import { COMMUNITY_COMMENT_MAX } from '@chalktalk/domain';
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
