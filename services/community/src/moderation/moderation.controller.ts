import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { type Caller, CurrentCaller } from '../http/caller.decorator';
import { getReportedItemsSchema, reviewReportSchema } from './dto/moderation.dto';
import { ModerationService } from './moderation.service';

/** The review step of moderation. @Public like the other community calls: the service answers G003 itself. */
@Public()
@Controller('api/community')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get('getReportedItems')
  getReportedItems(
    @CurrentCaller() caller: Caller,
    @Input(getReportedItemsSchema, 'query') input: z.infer<typeof getReportedItemsSchema>,
  ) {
    return this.moderation.reportedItems(caller, input.page);
  }

  @Post('reviewReport')
  @HttpCode(200)
  reviewReport(
    @CurrentCaller() caller: Caller,
    @Input(reviewReportSchema) input: z.infer<typeof reviewReportSchema>,
  ) {
    return this.moderation.review(caller, input);
  }
}
