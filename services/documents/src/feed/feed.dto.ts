import { z } from 'zod';
import { FEED_AUDIENCES, TEXT_LIMITS } from '@chalktalk/domain';

const id = z.uuid();
/** The rich-text document as the editor writes it; sanitizeRichDoc rebuilds it (size bounded by the body limit). */
const content = z.object({ type: z.literal('doc'), content: z.array(z.unknown()).max(200) }).loose();

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
  content,
  videoUrl: z.string().trim().max(TEXT_LIMITS.url).optional(),
});

export const updatePostSchema = z.object({
  teamId: id,
  postId: id,
  audience: z.enum(FEED_AUDIENCES).optional(),
  eventId: z.string().trim().max(TEXT_LIMITS.id).nullable().optional(),
  content: content.optional(),
  videoUrl: z.string().trim().max(TEXT_LIMITS.url).nullable().optional(),
});

export const postRefSchema = z.object({ teamId: id, postId: id });

export const addCommentSchema = z.object({ teamId: id, postId: id, content });

export const deleteCommentSchema = z.object({ teamId: id, postId: id, commentId: id });

export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;
