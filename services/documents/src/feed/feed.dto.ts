import { z } from 'zod';
import { FEED_AUDIENCES, findRichOverflow, RICH_LIMITS, TEXT_LIMITS } from '@chalktalk/domain';

const id = z.uuid();
/**
 * The rich-text document as the editor writes it; sanitizeRichDoc rebuilds it. Over any of RICH_LIMITS
 * (10,000 characters of text...) the call is G001 naming the limit, never a post cut short.
 */
const content = (noun: string) =>
  z
    .object({ type: z.literal('doc'), content: z.array(z.unknown()).max(RICH_LIMITS.blocks) })
    .loose()
    .superRefine((doc, ctx) => {
      const overflow = findRichOverflow(doc, noun);
      if (overflow) ctx.addIssue({ code: 'custom', path: overflow.path, message: overflow.message });
    });
const postContent = content('A post');

export const getFeedPostsSchema = z.object({
  teamId: id,
  /** The cursor of the previous page's answer (nextCursor). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const feedPostQuerySchema = z.object({ teamId: id, postId: id });

export const createPostSchema = z.object({
  teamId: id,
  audience: z.enum(FEED_AUDIENCES).default('TEAM'),
  eventId: z.string().trim().max(TEXT_LIMITS.id).optional(),
  content: postContent,
  videoUrl: z.string().trim().max(TEXT_LIMITS.url).optional(),
});

export const updatePostSchema = z.object({
  teamId: id,
  postId: id,
  audience: z.enum(FEED_AUDIENCES).optional(),
  eventId: z.string().trim().max(TEXT_LIMITS.id).nullable().optional(),
  content: postContent.optional(),
  videoUrl: z.string().trim().max(TEXT_LIMITS.url).nullable().optional(),
});

export const postRefSchema = z.object({ teamId: id, postId: id });

export const addCommentSchema = z.object({ teamId: id, postId: id, content: content('A comment') });

export const deleteCommentSchema = z.object({ teamId: id, postId: id, commentId: id });

export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;
