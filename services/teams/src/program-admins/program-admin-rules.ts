import type { AuthUser } from '@chalktalk/platform';
import type { ProgramAdminProfile, ProgramEntity } from '../teams/program.entity';

type ProgramAdmins = Pick<ProgramEntity, 'ownerId' | 'admins'>;

/** Program admins manage the program's admins (invite, remove) and see who they are. */
export function isProgramAdmin(program: ProgramAdmins, userId: string): boolean {
  return program.admins.includes(userId);
}

export type RemovalRefusal = 'notAnAdmin' | 'owner' | 'lastAdmin';

/**
 * Why a program admin cannot be removed, or null when they can. The owner (the program's creator, who holds the
 * subscription) always stays an admin, so a program never ends up without one; removing every other admin,
 * oneself included, is allowed.
 */
export function programAdminRemovalRefusal(
  program: ProgramAdmins,
  targetIds: readonly string[],
): { userId: string; refusal: RemovalRefusal } | null {
  for (const userId of targetIds) {
    if (!program.admins.includes(userId)) return { userId, refusal: 'notAnAdmin' };
    if (userId === program.ownerId) return { userId, refusal: 'owner' };
  }
  const left = program.admins.filter((id) => !targetIds.includes(id));
  return left.length === 0 ? { userId: targetIds[0] ?? '', refusal: 'lastAdmin' } : null;
}

/** The program's admins and profiles after the user becomes an admin (the first profile seen is kept). */
export function withProgramAdmin(
  program: Pick<ProgramEntity, 'admins' | 'adminProfiles'>,
  user: Pick<AuthUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  at: Date,
): Pick<ProgramEntity, 'admins' | 'adminProfiles'> {
  const profile: ProgramAdminProfile = {
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    addedAt: at.toISOString(),
  };
  return {
    admins: program.admins.includes(user.id) ? program.admins : [...program.admins, user.id],
    adminProfiles: { [user.id]: profile, ...program.adminProfiles },
  };
}

/** The program's admins and profiles without the removed ones. */
export function withoutProgramAdmins(
  program: Pick<ProgramEntity, 'admins' | 'adminProfiles'>,
  removed: readonly string[],
): Pick<ProgramEntity, 'admins' | 'adminProfiles'> {
  return {
    admins: program.admins.filter((id) => !removed.includes(id)),
    adminProfiles: Object.fromEntries(
      Object.entries(program.adminProfiles).filter(([id]) => !removed.includes(id)),
    ),
  };
}
