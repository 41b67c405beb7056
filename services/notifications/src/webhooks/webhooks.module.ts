import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { WebhookDispatcher } from './webhook-dispatcher.service';
import { WebhookEventsHandler } from './webhook-events.handler';
import { loadWebhooksConfig, WEBHOOKS_CONFIG } from './webhooks.config';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

export { webhooksMigrations } from './webhooks-tables.migration';

/**
 * Partner webhooks (issue 21): a program's endpoints receive the public events, signed per Standard Webhooks.
 * Uses the notifications app's database, bus and team projection; its tables come in through webhooksMigrations.
 */
@Module({
  imports: [TeamProjectionModule],
  controllers: [WebhooksController],
  providers: [
    { provide: WEBHOOKS_CONFIG, useFactory: () => loadWebhooksConfig() },
    WebhooksRepository,
    WebhooksService,
    WebhookDispatcher,
    WebhookEventsHandler,
  ],
})
export class WebhooksModule {}
