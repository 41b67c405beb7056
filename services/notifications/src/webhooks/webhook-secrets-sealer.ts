import { Injectable, type OnModuleInit } from '@nestjs/common';
import { createLogger } from '@chalktalk/platform';
import { WebhooksRepository } from './webhooks.repository';

const logger = createLogger('notifications.webhooks');

/**
 * The boot step that keeps webhook_secrets sealed: a migration cannot read the service's key, so the rows a
 * product stored in plain text before sealing (and rows under a retired key) are sealed here, after the migrations
 * and before the dispatcher signs anything (onModuleInit runs before any onApplicationBootstrap). Idempotent; a
 * key that does not open the stored secrets stops the boot, naming WEBHOOK_SECRETS_KEY.
 */
@Injectable()
export class WebhookSecretsSealer implements OnModuleInit {
  constructor(private readonly repository: WebhooksRepository) {}

  async onModuleInit(): Promise<void> {
    const plan = await this.repository.sealStoredSecrets();
    if (plan.updates.length > 0)
      logger.info(
        { sealedFromPlain: plan.sealedFromPlain, resealed: plan.resealed, alreadySealed: plan.alreadySealed },
        'webhook signing secrets sealed at rest',
      );
  }
}
