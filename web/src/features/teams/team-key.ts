import { JOIN_MESSAGES, joinedTeamMessage, type JoinedAs, messageForCode } from '@chalktalk/domain';
import type { ApiError } from '../../api/api-error';
import type { JoinTeamResponse } from './teams.types';

/** Spec 1 §8: the message shown after a successful or pending join. */
export function joinSuccessMessage(answer: JoinTeamResponse): string {
  if (answer.pending) return JOIN_MESSAGES.pending;
  const names = answer.joinedTeams.map((team) => (typeof team === 'string' ? team : team.name)).join(', ');
  // CONTACT is a roster role; a key never joins as one, so it reads as a player.
  const joinedAs: JoinedAs = answer.joinedAs === 'CONTACT' ? 'PLAYER' : answer.joinedAs;
  return joinedTeamMessage(names, joinedAs);
}

/** Spec 1 §8: join-by-key failures. */
export function joinErrorMessage(error: ApiError | undefined): string {
  switch (error?.code) {
    case 'G004':
      return JOIN_MESSAGES.noTeamWithCode;
    case 'T002':
      return JOIN_MESSAGES.teamFull;
    case 'T004':
      return JOIN_MESSAGES.alreadyJoined;
    case 'T005':
      return messageForCode('T005');
    default:
      return JOIN_MESSAGES.genericError;
  }
}
