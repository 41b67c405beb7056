import { Injectable } from '@nestjs/common';
import type { ProfileFlag } from '@chalktalk/domain';
import type { EntityManager } from 'typeorm';
import type { AccountEntity } from './account.entity';
import { profileNotFound } from './accounts.errors';
import { AccountsRepository } from './accounts.repository';
import type { ProfileSettingsUpdate } from './dto/profile-settings.dto';
import type { ProfileDto } from './dto/profile.dto';
import { applySettingsUpdate } from './profile-settings';

export function toProfileDto(account: AccountEntity): ProfileDto {
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

/** The profile document: basicDetails (read), settings and profileFlags (read and written). */
@Injectable()
export class ProfileService {
  constructor(private readonly repository: AccountsRepository) {}

  async profile(id: string): Promise<ProfileDto> {
    const account = await this.repository.findById(id);
    if (!account) throw profileNotFound();
    return toProfileDto(account);
  }

  updateSettings(id: string, update: ProfileSettingsUpdate): Promise<ProfileDto> {
    return this.change(id, (account) => ({ settings: applySettingsUpdate(account.settings, update) }));
  }

  setFlag(id: string, flag: ProfileFlag, value: boolean): Promise<ProfileDto> {
    return this.change(id, (account) => ({ profileFlags: { ...account.profileFlags, [flag]: value } }));
  }

  /**
   * Turns a flag on from an event, in the caller's transaction (the event inbox's). Idempotent: a flag already on
   * is left alone; the user's own setProfileFlag(false) later is theirs to make.
   */
  async grantFlag(
    manager: EntityManager,
    id: string,
    flag: ProfileFlag,
  ): Promise<'granted' | 'already-set' | 'no-account'> {
    // Most events name a flag that is already on (every later change of a shared play): a plain read answers them
    // without locking (and so writing) the account row. Only a flag still off takes the lock and checks again.
    const seen = await this.repository.findById(id, manager);
    if (!seen) return 'no-account';
    if (seen.profileFlags[flag] === true) return 'already-set';
    const account = await this.repository.findByIdForUpdate(manager, id);
    if (!account) return 'no-account';
    if (account.profileFlags[flag] === true) return 'already-set';
    await this.repository.update(manager, id, { profileFlags: { ...account.profileFlags, [flag]: true } });
    return 'granted';
  }

  /** Read-modify-write under a row lock, so two tabs saving settings at once do not lose each other's keys. */
  private change(
    id: string,
    patch: (account: AccountEntity) => Partial<Pick<AccountEntity, 'settings' | 'profileFlags'>>,
  ): Promise<ProfileDto> {
    return this.repository.transaction(async (manager) => {
      const account = await this.repository.findByIdForUpdate(manager, id);
      if (!account) throw profileNotFound();
      const changes = patch(account);
      await this.repository.update(manager, id, changes);
      return toProfileDto(Object.assign(account, changes));
    });
  }
}
