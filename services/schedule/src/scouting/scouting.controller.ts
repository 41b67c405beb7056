import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { saveScoutingReportSchema, scoutingRefSchema } from './scouting.dto';
import { ScoutingService } from './scouting.service';

type Ref = z.infer<typeof scoutingRefSchema>;

@Controller('api/schedule')
export class ScoutingController {
  constructor(private readonly scouting: ScoutingService) {}

  @Get('getScoutingReport')
  getScoutingReport(@CurrentUser() user: AuthUser, @Input(scoutingRefSchema, 'query') input: Ref) {
    return this.scouting.get(user, input.teamId, input.eventId);
  }

  @HttpCode(200)
  @Post('saveScoutingReport')
  saveScoutingReport(
    @CurrentUser() user: AuthUser,
    @Input(saveScoutingReportSchema) input: z.infer<typeof saveScoutingReportSchema>,
  ) {
    return this.scouting.save(user, input);
  }

  @HttpCode(200)
  @Post('publishScoutingReport')
  publishScoutingReport(@CurrentUser() user: AuthUser, @Input(scoutingRefSchema) input: Ref) {
    return this.scouting.publish(user, input.teamId, input.eventId);
  }

  @HttpCode(200)
  @Post('deleteScoutingReport')
  deleteScoutingReport(@CurrentUser() user: AuthUser, @Input(scoutingRefSchema) input: Ref) {
    return this.scouting.delete(user, input.teamId, input.eventId);
  }
}
