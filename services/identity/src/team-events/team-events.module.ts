import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ProfileFlagEventsHandler } from './profile-flag-events.handler';

/** What identity consumes from teams: today only the profile flags users earn through team activity. */
@Module({
  imports: [AccountsModule],
  providers: [ProfileFlagEventsHandler],
})
export class TeamEventsModule {}
