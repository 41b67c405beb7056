import { Injectable } from '@nestjs/common';
import { AccountDeletedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { PushRepository } from '../push/push.repository';
import { NotificationSettingsRepository } from '../settings/notification-settings.repository';
import { UnviewedPlaysRepository } from '../unviewed-plays/unviewed-plays.repository';
import { InboxRepository } from './inbox.repository';

/** AccountDeleted: the person's inbox, notification settings, devices and opened plays go with the account. */
@Injectable()
export class AccountErasureHandler {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly settings: NotificationSettingsRepository,
    private readonly push: PushRepository,
    private readonly unviewed: UnviewedPlaysRepository,
  ) {}

  @OnEvent(Topics.IdentityAccount, { type: AccountDeletedSchema.typeName })
  async accountDeleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const { accountId } = event.decode(AccountDeletedSchema);
    await this.inbox.forgetUser(manager, accountId);
    await this.settings.forgetUser(manager, accountId);
    await this.push.forgetUser(manager, accountId);
    await this.unviewed.forgetUser(manager, accountId);
  }
}
