import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import type { AccountEntity } from '../accounts/account.entity';
import { actionLink } from '../action-codes/action-code-rules';
import type { ActionMode } from '../action-codes/action-code.entity';
import { ActionCodesService } from '../action-codes/action-codes.service';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { emailVerificationRequested, passwordResetRequested } from '../events/account-events';
import { KeysService } from '../keys/keys.service';

/**
 * Issues an action code and emits the event that makes notifications mail its link, in the caller's transaction:
 * the code exists exactly when the mail is due.
 */
@Injectable()
export class AccountMailService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly codes: ActionCodesService,
    private readonly keys: KeysService,
    private readonly outbox: Outbox,
  ) {}

  async verification(manager: EntityManager, account: AccountEntity, now: Date = new Date()): Promise<void> {
    const link = await this.link(manager, account, 'verifyEmail', now);
    await this.outbox.append(manager, emailVerificationRequested(account, link));
  }

  async passwordReset(
    manager: EntityManager,
    account: AccountEntity,
    edition: string,
    now: Date = new Date(),
  ): Promise<void> {
    const link = await this.link(manager, account, 'resetPassword', now);
    await this.outbox.append(manager, passwordResetRequested(account, link, edition));
  }

  private async link(manager: EntityManager, account: AccountEntity, mode: ActionMode, now: Date) {
    const { code, expiresAt } = await this.codes.issue(
      manager,
      { accountId: account.id, mode, emailNormalized: account.emailNormalized },
      now,
    );
    const url = actionLink({
      webOrigin: this.config.WEB_ORIGIN,
      mode,
      code,
      apiKey: await this.keys.currentKeyId(),
    });
    return { url, expiresAt };
  }
}
