import { Inject, Injectable } from '@nestjs/common';
import {
  AccountDeletedSchema,
  EmailChangedSchema,
  EmailVerificationRequestedSchema,
  PasswordResetRequestedSchema,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DeliveriesService } from '../deliveries/deliveries.service';
import type { MailKind, MailVars } from '../mail/mail-templates';

/** What an account event says about its mail; the event id and the site are the same for all of them. */
interface AccountMail {
  accountId: string;
  kind: MailKind;
  recipient: string;
  vars: Omit<MailVars, 'webOrigin'>;
}

/** What identity's link requests (email verification, password reset) have in common. */
interface LinkRequest {
  accountId: string;
  email: string;
  firstName: string;
  edition: string;
  link: string;
}

/**
 * identity.account.v1 → transactional mail. Each handler only records the mail (the platform's inbox makes
 * that happen once per event, and the delivery's unique event id backs it up); DeliveryDispatcher sends it.
 */
@Injectable()
export class AccountEventsHandler {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesService,
  ) {}

  @OnEvent(Topics.IdentityAccount, { type: EmailVerificationRequestedSchema.typeName })
  verificationRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    return this.linkMail(event, manager, 'verifyEmail', event.decode(EmailVerificationRequestedSchema));
  }

  @OnEvent(Topics.IdentityAccount, { type: PasswordResetRequestedSchema.typeName })
  passwordResetRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    return this.linkMail(event, manager, 'resetPassword', event.decode(PasswordResetRequestedSchema));
  }

  /** The notice goes to the OLD address: the owner learns of a change they may not have made. */
  @OnEvent(Topics.IdentityAccount, { type: EmailChangedSchema.typeName })
  async emailChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EmailChangedSchema);
    await this.record(event, manager, {
      accountId: m.accountId,
      kind: 'emailChanged',
      recipient: m.oldEmail,
      vars: { firstName: m.firstName, edition: m.edition, newEmail: m.newEmail },
    });
  }

  @OnEvent(Topics.IdentityAccount, { type: AccountDeletedSchema.typeName })
  async accountDeleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.deliveries.forgetAccount(manager, event.decode(AccountDeletedSchema).accountId);
  }

  /** A mail carrying a one-time link (verify the address, reset the password), to the account's address. */
  private linkMail(
    event: ReceivedEvent,
    manager: EntityManager,
    kind: MailKind,
    m: LinkRequest,
  ): Promise<void> {
    return this.record(event, manager, {
      accountId: m.accountId,
      kind,
      recipient: m.email,
      vars: { firstName: m.firstName, edition: m.edition, link: m.link },
    });
  }

  /** One delivery per event (its id is the delivery's key), pointing back at this site. */
  private record(event: ReceivedEvent, manager: EntityManager, mail: AccountMail): Promise<void> {
    return this.deliveries.enqueue(manager, {
      eventId: event.envelope.eventId,
      accountId: mail.accountId,
      kind: mail.kind,
      recipient: mail.recipient,
      vars: { ...mail.vars, webOrigin: this.config.WEB_ORIGIN },
    });
  }
}
