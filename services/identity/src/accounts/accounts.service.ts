import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccountEntity } from './account.entity';
import {
  accountDisabled,
  accountNotFound,
  emailTaken,
  incorrectPassword,
  profileNotFound,
  weakPassword,
} from './accounts.errors';
import { AccountsRepository } from './accounts.repository';
import type { NewAccount } from './dto/new-account.dto';
import type { ProfileDto, UserDto } from './dto/profile.dto';
import { hashPassword, verifyPassword } from './password-hasher';

export const MIN_PASSWORD_LENGTH = 6;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const toUserDto = (account: AccountEntity): UserDto => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
});

@Injectable()
export class AccountsService {
  constructor(private readonly repository: AccountsRepository) {}

  async create(input: NewAccount, now: Date = new Date()): Promise<AccountEntity> {
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
      settings: { favoriteTeams: {}, notifications: {}, notificationDevices: {} },
      profileFlags: {},
      createdDate: now,
      lastAccess: now,
    });
    if (!(await this.repository.insert(account))) throw emailTaken();
    return account;
  }

  async verifyCredentials(email: string, password: string): Promise<AccountEntity> {
    const account = await this.repository.findByNormalizedEmail(normalizeEmail(email));
    if (!account) throw accountNotFound();
    if (!(await verifyPassword(account.passwordHash, password))) throw incorrectPassword();
    if (account.disabled) throw accountDisabled();
    return account;
  }

  async findActive(id: string): Promise<AccountEntity | undefined> {
    const account = await this.repository.findById(id);
    return account && !account.disabled ? account : undefined;
  }

  async recordAccess(account: AccountEntity, at: Date = new Date()): Promise<void> {
    account.lastAccess = at;
    await this.repository.touchLastAccess(account.id, at);
  }

  async profile(id: string): Promise<ProfileDto> {
    const account = await this.repository.findById(id);
    if (!account) throw profileNotFound();
    return {
      basicDetails: {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        emailVerified: account.emailVerified,
        createdDate: account.createdDate.toISOString(),
        lastAccess: account.lastAccess?.toISOString() ?? null,
      },
      settings: account.settings,
      profileFlags: account.profileFlags,
    };
  }
}
