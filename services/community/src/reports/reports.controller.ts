import type { z } from 'zod';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { type Caller, CurrentCaller } from '../http/caller.decorator';
import { reportSchema, requestReviewSchema } from './dto/reports.dto';
import { ReportsService } from './reports.service';

/** Reports, and the author's request for review. @Public: the service answers the spec's prompts itself. */
@Public()
@Controller('api/community')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('reportCommunityContent')
  @HttpCode(200)
  reportCommunityContent(
    @CurrentCaller() caller: Caller,
    @Input(reportSchema) input: z.infer<typeof reportSchema>,
  ) {
    return this.reports.report(caller, input);
  }

  @Post('requestCommunityReview')
  @HttpCode(200)
  requestCommunityReview(
    @CurrentCaller() caller: Caller,
    @Input(requestReviewSchema) input: z.infer<typeof requestReviewSchema>,
  ) {
    return this.reports.requestReview(caller, input.id);
  }
}
