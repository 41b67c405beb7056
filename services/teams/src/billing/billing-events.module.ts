import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module';
import { SubscriptionEventsHandler } from './subscription-events.handler';

/** What teams consumes from billing: the add-ons and quantity each program's subscription pays for. */
@Module({
  imports: [TeamsModule],
  providers: [SubscriptionEventsHandler],
})
export class BillingEventsModule {}
