import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { type Caller, CurrentCaller } from '../http/caller.decorator';
import { communityPlayIdSchema } from '../plays/dto/community-plays.dto';
import { addCommentSchema, commentIdSchema } from './dto/reactions.dto';
import { ReactionsService } from './reactions.service';

/** Likes and comments. @Public: the service answers the spec's sign-up and profile prompts itself. */
@Public()
@Controller('api/community')
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  @Get('getCommunityPlayComments')
  getCommunityPlayComments(
    @CurrentCaller() caller: Caller,
    @Input(communityPlayIdSchema) input: z.infer<typeof communityPlayIdSchema>,
  ) {
    return this.reactions.comments(caller, input.id);
  }

  @Post('addCommunityPlayComment')
  @HttpCode(200)
  addCommunityPlayComment(
    @CurrentCaller() caller: Caller,
    @Input(addCommentSchema) input: z.infer<typeof addCommentSchema>,
  ) {
    return this.reactions.addComment(caller, input.id, input.text);
  }

  @Post('deleteCommunityPlayComment')
  @HttpCode(200)
  deleteCommunityPlayComment(
    @CurrentCaller() caller: Caller,
    @Input(commentIdSchema) input: z.infer<typeof commentIdSchema>,
  ) {
    return this.reactions.deleteComment(caller, input.commentId);
  }

  @Post('addCommunityPlayLike')
  @HttpCode(200)
  addCommunityPlayLike(
    @CurrentCaller() caller: Caller,
    @Input(communityPlayIdSchema) input: z.infer<typeof communityPlayIdSchema>,
  ) {
    return this.reactions.toggleLike(caller, input.id);
  }
}
