import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { accountDisabled } from '../accounts/accounts.errors';
import { AccountsRepository } from '../accounts/accounts.repository';
import { AccountsService, normalizeEmail } from '../accounts/accounts.service';
import { hashPassword } from '../accounts/password-hasher';
import { accountCreated } from '../events/account-events';
import { SessionsService } from '../sessions/sessions.service';
import { SsoLinkEntity } from './sso-link.entity';
import type { SsoIdentity } from './sso-token-checker';

/** A password nobody knows: realm members sign in through the realm until they set one by a reset mail. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * Finds the account of a realm user: its link, else the account with the same (verified) email, else a new
 * account. All in one transaction under the email's account row lock, so two first sign-ins at once link once.
 */
@Injectable()
export class SsoAccountsService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly repository: AccountsRepository,
    private readonly sessions: SessionsService,
    private readonly outbox: Outbox,
  ) {}

  async accountFor(
    identity: SsoIdentity,
    edition: string,
  ): Promise<{ account: AccountEntity; linked: boolean }> {
    const key = { issuer: identity.issuer.issuer, subject: identity.subject };
    return this.accounts.transaction(async (manager) => {
      const links = manager.getRepository(SsoLinkEntity);
      const link = await links.findOneBy(key);
      if (link) {
        const account = await this.repository.findByIdForUpdate(manager, link.accountId);
        if (account) return { account: this.usable(account), linked: false };
      }
      const account =
        (await this.byEmail(manager, identity)) ?? (await this.create(manager, identity, edition));
      await links
        .createQueryBuilder()
        .insert()
        .values({ ...key, accountId: account.id, linkedAt: new Date() })
        .orUpdate(['account_id', 'linked_at'], ['issuer', 'subject'])
        .execute();
      return { account: this.usable(account), linked: true };
    });
  }

  private usable(account: AccountEntity): AccountEntity {
    if (account.disabled) throw accountDisabled();
    return account;
  }

  /**
   * The existing account with the realm user's email. When its owner never proved that address, whoever signed
   * up with it may not be the realm's member (account pre-hijacking): its password is replaced by an unusable
   * one and its sessions end before the realm member gets in; the address counts as verified from now on.
   */
  private async byEmail(manager: EntityManager, identity: SsoIdentity): Promise<AccountEntity | undefined> {
    const found = await manager
      .getRepository(AccountEntity)
      .createQueryBuilder('account')
      .setLock('pessimistic_write')
      .where('account.email_normalized = :email', { email: normalizeEmail(identity.email) })
      .getOne();
    if (!found || found.emailVerified) return found ?? undefined;
    const passwordHash = await unusablePasswordHash();
    await this.repository.update(manager, found.id, { passwordHash, emailVerified: true });
    await this.sessions.endAll(found.id, 'sso-linked', manager);
    return Object.assign(found, { passwordHash, emailVerified: true });
  }

  private async create(
    manager: EntityManager,
    identity: SsoIdentity,
    edition: string,
  ): Promise<AccountEntity> {
    const now = new Date();
    const account = await this.accounts.create(
      {
        email: identity.email,
        password: randomBytes(32).toString('base64url'),
        firstName: identity.firstName.slice(0, 100),
        lastName: identity.lastName.slice(0, 100),
        edition,
      },
      manager,
      now,
    );
    // The realm vouched for the address, so no verification mail.
    await this.repository.update(manager, account.id, { emailVerified: true });
    account.emailVerified = true;
    await this.outbox.append(manager, accountCreated(account));
    return account;
  }
}
