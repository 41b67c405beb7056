import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { WebhookDispatcher } from './webhook-dispatcher.service';
import { WebhookEventsHandler } from './webhook-events.handler';
import { WebhookSecretBox } from './webhook-secret-box';
import { NotificationsWebhookSecretsSealed1764000190100 } from './webhook-secrets-sealed.migration';
import { WebhookSecretsSealer } from './webhook-secrets-sealer';
import { NotificationsWebhooks1764000190000 } from './webhooks-tables.migration';
import { loadWebhooksConfig, WEBHOOKS_CONFIG } from './webhooks.config';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

export const webhooksMigrations = [
  NotificationsWebhooks1764000190000,
  NotificationsWebhookSecretsSealed1764000190100,
];

/**
 * Partner webhooks (issue 21): a program's endpoints receive the public events, signed per Standard Webhooks.
 * Uses the notifications app's database, bus and team projection; its tables come in through webhooksMigrations.
 */
@Module({
  imports: [TeamProjectionModule],
  controllers: [WebhooksController],
  providers: [
    { provide: WEBHOOKS_CONFIG, useFactory: () => loadWebhooksConfig() },
    // The key is the service's configuration (WEBHOOK_SECRETS_KEY: the runners provision it with the other secrets).
    {
      provide: WebhookSecretBox,
      inject: [NOTIFICATIONS_CONFIG],
      useFactory: (config: NotificationsConfig) => WebhookSecretBox.fromConfig(config),
    },
    WebhooksRepository,
    WebhookSecretsSealer,
    WebhooksService,
    WebhookDispatcher,
    WebhookEventsHandler,
  ],
})
export class WebhooksModule {}
