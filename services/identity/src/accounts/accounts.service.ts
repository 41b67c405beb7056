import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AccountEntity } from './account.entity';
import {
  accountDisabled,
  accountNotFound,
  emailTaken,
  incorrectPassword,
  weakPassword,
} from './accounts.errors';
import { AccountsRepository } from './accounts.repository';
import type { NewAccount } from './dto/new-account.dto';
import type { UserDto } from './dto/profile.dto';
import { hashPassword, verifyPassword, verifyWithoutAccount } from './password-hasher';

export const MIN_PASSWORD_LENGTH = 6;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const toUserDto = (account: AccountEntity): UserDto => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
});

/** Credentials and the account row: create, check passwords, read. Changes live in AccountChangesService. */
@Injectable()
export class AccountsService {
  constructor(private readonly repository: AccountsRepository) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.repository.transaction(work);
  }

  /** Hashes a new password after the strength rule (A005 names the field the client sent). */
  async newPasswordHash(password: string, field = 'password'): Promise<string> {
    if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(field);
    return hashPassword(password);
  }

  async create(input: NewAccount, manager: EntityManager, now: Date = new Date()): Promise<AccountEntity> {
    if (input.password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    const emailNormalized = normalizeEmail(input.email);
    // Checked first so a taken email answers fast, without paying for a password hash.
    if (await this.repository.findByNormalizedEmail(emailNormalized)) throw emailTaken();
    const account = Object.assign(new AccountEntity(), {
      id: randomUUID(),
      email: input.email.trim(),
      emailNormalized,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
      emailVerified: false,
      disabled: false,
      edition: input.edition,
      settings: { favoriteTeams: {}, notifications: {}, notificationDevices: [] },
      profileFlags: {},
      createdDate: now,
      lastAccess: now,
    });
    if (!(await this.repository.insert(account, manager))) throw emailTaken();
    return account;
  }

  async verifyCredentials(email: string, password: string): Promise<AccountEntity> {
    const account = await this.repository.findByNormalizedEmail(normalizeEmail(email));
    if (!account) {
      // As slow as a wrong password: the answer (A001) names the case, but the time must not add anything.
      await verifyWithoutAccount(password);
      throw accountNotFound();
    }
    return this.checkPassword(account, password);
  }

  /** Re-checks the password of a known account (reauthenticate). */
  async verifyPasswordOf(id: string, password: string): Promise<AccountEntity> {
    const account = await this.repository.findById(id);
    if (!account) throw accountNotFound();
    return this.checkPassword(account, password);
  }

  async findActive(id: string): Promise<AccountEntity | undefined> {
    const account = await this.repository.findById(id);
    return account && !account.disabled ? account : undefined;
  }

  /** The signed-in caller's account; A001 once it is deleted, A007 when disabled. */
  async requireActive(id: string, manager?: EntityManager): Promise<AccountEntity> {
    const account = manager
      ? await this.repository.findByIdForUpdate(manager, id)
      : await this.repository.findById(id);
    if (!account) throw accountNotFound();
    if (account.disabled) throw accountDisabled();
    return account;
  }

  findByEmail(email: string): Promise<AccountEntity | null> {
    return this.repository.findByNormalizedEmail(normalizeEmail(email));
  }

  /** The current normalised address of an account (action codes are checked against it). */
  async emailOf(id: string, manager?: EntityManager): Promise<string | undefined> {
    return (await this.repository.findById(id, manager))?.emailNormalized;
  }

  async recordAccess(account: AccountEntity, at: Date = new Date(), manager?: EntityManager): Promise<void> {
    account.lastAccess = at;
    await this.repository.touchLastAccess(account.id, at, manager);
  }

  private async checkPassword(account: AccountEntity, password: string): Promise<AccountEntity> {
    if (!(await verifyPassword(account.passwordHash, password))) throw incorrectPassword();
    if (account.disabled) throw accountDisabled();
    return account;
  }
}
