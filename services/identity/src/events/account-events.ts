import {
  type AccountCreated,
  AccountCreatedSchema,
  type AccountDeleted,
  AccountDeletedSchema,
  create,
  type EmailChanged,
  EmailChangedSchema,
  type EmailVerificationRequested,
  EmailVerificationRequestedSchema,
  type PasswordResetRequested,
  PasswordResetRequestedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';
import type { AccountEntity } from '../accounts/account.entity';

// Every account event is keyed by the account id, so one account's mails and its deletion stay in order.
const base = (account: Pick<AccountEntity, 'id'>) => ({
  topic: Topics.IdentityAccount,
  key: account.id,
  actorId: account.id,
});

export function accountCreated(account: AccountEntity): DomainEvent<AccountCreated> {
  return {
    ...base(account),
    schema: AccountCreatedSchema,
    payload: create(AccountCreatedSchema, {
      accountId: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      edition: account.edition,
      createdAt: timestampFromDate(account.createdDate),
    }),
  };
}

export function emailVerificationRequested(
  account: AccountEntity,
  link: { url: string; expiresAt: Date },
): DomainEvent<EmailVerificationRequested> {
  return {
    ...base(account),
    schema: EmailVerificationRequestedSchema,
    payload: create(EmailVerificationRequestedSchema, {
      accountId: account.id,
      email: account.email,
      link: link.url,
      firstName: account.firstName,
      edition: account.edition,
      expiresAt: timestampFromDate(link.expiresAt),
    }),
  };
}

export function passwordResetRequested(
  account: AccountEntity,
  link: { url: string; expiresAt: Date },
  edition: string,
): DomainEvent<PasswordResetRequested> {
  return {
    ...base(account),
    schema: PasswordResetRequestedSchema,
    payload: create(PasswordResetRequestedSchema, {
      accountId: account.id,
      email: account.email,
      link: link.url,
      firstName: account.firstName,
      edition,
      expiresAt: timestampFromDate(link.expiresAt),
    }),
  };
}

export function emailChanged(account: AccountEntity, oldEmail: string, at: Date): DomainEvent<EmailChanged> {
  return {
    ...base(account),
    schema: EmailChangedSchema,
    payload: create(EmailChangedSchema, {
      accountId: account.id,
      oldEmail,
      newEmail: account.email,
      firstName: account.firstName,
      edition: account.edition,
      changedAt: timestampFromDate(at),
    }),
  };
}

export function accountDeleted(accountId: string, at: Date): DomainEvent<AccountDeleted> {
  return {
    ...base({ id: accountId }),
    schema: AccountDeletedSchema,
    payload: create(AccountDeletedSchema, { accountId, deletedAt: timestampFromDate(at) }),
  };
}
