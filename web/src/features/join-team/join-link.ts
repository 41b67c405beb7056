import { JOIN_MESSAGES, messageForCode } from '@chalktalk/domain';
import type { ApiError } from '../../api/api-error';

/** Spec 1 §8, join by link: what to do with a refused joinTeamLink. */
export type LinkFailure = { kind: 'alreadyMember' } | { kind: 'message'; message: string };

export function linkFailure(error: ApiError | undefined): LinkFailure {
  switch (error?.code) {
    case 'T004':
      return { kind: 'alreadyMember' };
    case 'T003':
    case 'G004':
    case 'G001':
      return { kind: 'message', message: JOIN_MESSAGES.linkInvalid };
    case 'T002':
      return { kind: 'message', message: JOIN_MESSAGES.teamFull };
    case 'T005':
      return { kind: 'message', message: messageForCode('T005') };
    default:
      return { kind: 'message', message: JOIN_MESSAGES.genericError };
  }
}
