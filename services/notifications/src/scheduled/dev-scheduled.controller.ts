import { Controller, HttpCode, Post } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { type AuthUser, CurrentUser, Input, TeamDirectory } from '@chalktalk/platform';
import { z } from 'zod';
import { ScheduledDispatcher } from './scheduled-dispatcher.service';
import { ScheduledRepository } from './scheduled.repository';

export const sendScheduledNowSchema = z.object({
  teamId: z.uuid({ error: 'A team id is required' }),
  kind: z.enum(['WEEKLY_UPCOMING_EVENT', 'UNVIEWED_PLAYS']),
});

/**
 * POST /api/dev/sendScheduledNow (development only, mounted with the dev mailbox: DEV_MAILBOX=true on a loopback
 * HOST): the team's pending weekly or unviewed-plays digest becomes due now, so a developer (and the Playwright walk)
 * can read it in the dev mailbox without waiting for Sunday 18:00. A coach or admin of the team only (G003).
 */
@Controller('api/dev')
export class DevScheduledController {
  constructor(
    private readonly repository: ScheduledRepository,
    private readonly dispatcher: ScheduledDispatcher,
    private readonly teams: TeamDirectory,
  ) {}

  @Post('sendScheduledNow')
  @HttpCode(200)
  async sendScheduledNow(
    @CurrentUser() user: AuthUser,
    @Input(sendScheduledNowSchema) input: z.infer<typeof sendScheduledNowSchema>,
  ): Promise<{ due: number }> {
    const access = await this.teams.access(input.teamId, user.id);
    if (!access || access.pending || (access.role !== 'ADMIN' && access.role !== 'COACH'))
      throw new AppError('G003');
    const due = await this.repository.makeDueNow(input.teamId, input.kind, new Date());
    this.dispatcher.wake();
    return { due };
  }
}
