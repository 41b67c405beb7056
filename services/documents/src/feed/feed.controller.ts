import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import {
  addCommentSchema,
  createPostSchema,
  deleteCommentSchema,
  feedPostQuerySchema,
  getFeedPostsSchema,
  postRefSchema,
  updatePostSchema,
} from './feed.dto';
import { FeedService } from './feed.service';

/** The team feed (call group messaging/*). */
@Controller('api/messaging')
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @Get('getFeedPosts')
  getFeedPosts(
    @CurrentUser() user: AuthUser,
    @Input(getFeedPostsSchema, 'query') q: z.infer<typeof getFeedPostsSchema>,
  ) {
    return this.feed.getFeedPosts(user, q.teamId, q.cursor, q.limit);
  }

  @Get('getFeedPost')
  getFeedPost(
    @CurrentUser() user: AuthUser,
    @Input(feedPostQuerySchema, 'query') q: z.infer<typeof feedPostQuerySchema>,
  ) {
    return this.feed.getFeedPost(user, q.teamId, q.postId);
  }

  @Post('createPost')
  @HttpCode(200)
  createPost(
    @CurrentUser() user: AuthUser,
    @Input(createPostSchema) input: z.infer<typeof createPostSchema>,
  ) {
    return this.feed.createPost(user, input);
  }

  @Post('updatePost')
  @HttpCode(200)
  updatePost(
    @CurrentUser() user: AuthUser,
    @Input(updatePostSchema) input: z.infer<typeof updatePostSchema>,
  ) {
    return this.feed.updatePost(user, input);
  }

  @Post('deletePost')
  @HttpCode(200)
  deletePost(@CurrentUser() user: AuthUser, @Input(postRefSchema) input: z.infer<typeof postRefSchema>) {
    return this.feed.deletePost(user, input.teamId, input.postId);
  }

  @Post('likePost')
  @HttpCode(200)
  likePost(@CurrentUser() user: AuthUser, @Input(postRefSchema) input: z.infer<typeof postRefSchema>) {
    return this.feed.likePost(user, input.teamId, input.postId);
  }

  @Post('addComment')
  @HttpCode(200)
  addComment(
    @CurrentUser() user: AuthUser,
    @Input(addCommentSchema) input: z.infer<typeof addCommentSchema>,
  ) {
    return this.feed.addComment(user, input.teamId, input.postId, input.content);
  }

  @Post('deleteComment')
  @HttpCode(200)
  deleteComment(
    @CurrentUser() user: AuthUser,
    @Input(deleteCommentSchema) input: z.infer<typeof deleteCommentSchema>,
  ) {
    return this.feed.deleteComment(user, input.teamId, input.postId, input.commentId);
  }
}
