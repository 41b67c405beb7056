import type { ProfileFlagEarned } from '@chalktalk/contracts';
import { isProfileFlag, type ProfileFlag } from '@chalktalk/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FlagGrant = { userId: string; flag: ProfileFlag } | { ignored: string };

/**
 * What a ProfileFlagEarned asks of identity: the flag to turn on and whose. A flag identity does not know (a
 * newer producer) or a user id that is no account id is ignored rather than retried: retrying cannot make it valid.
 */
export function flagGrantOf(m: ProfileFlagEarned): FlagGrant {
  // Account ids are UUIDs; anything else names no account (and would only fail the lookup forever).
  if (!UUID.test(m.userId)) return { ignored: `not an account id: ${m.userId}` };
  if (!isProfileFlag(m.flag)) return { ignored: `unknown profile flag ${m.flag}` };
  return { userId: m.userId, flag: m.flag };
}
