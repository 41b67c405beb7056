import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module';
import { PaidStateHandler } from './paid-state.handler';
import { SubscriptionEventsHandler } from './subscription-events.handler';

/** What teams consumes from billing: each program's paid state and plans, and the add-ons and quantity it pays for. */
@Module({
  imports: [TeamsModule],
  providers: [SubscriptionEventsHandler, PaidStateHandler],
})
export class BillingEventsModule {}
