import type { ApiError } from '../../api/api-error';
import type { TeamRole } from '@chalktalk/domain';
import type { JoinTeamResponse } from './teams.types';

/** Spec 1 §5/§9: team keys are upper case and at most 8 characters. */
export const TEAM_KEY_MAX = 8;

export function normalizeTeamKey(input: string): string {
  return input.toUpperCase().slice(0, TEAM_KEY_MAX);
}

export function validateTeamKey(key: string): string | null {
  return key.trim() ? null : 'Please enter a team key';
}

const ROLE_PHRASE: Record<TeamRole, string> = {
  ADMIN: 'an admin',
  COACH: 'a coach',
  PLAYER: 'a player',
  CONTACT: 'a player',
};

/** Spec 1 §8: the message shown after a successful or pending join. */
export function joinSuccessMessage(answer: JoinTeamResponse): string {
  if (answer.pending) return 'Your coach needs to review your membership. Check back later.';
  const names = answer.joinedTeams.map((team) => (typeof team === 'string' ? team : team.name)).join(', ');
  return `Successfully joined ${names} as ${ROLE_PHRASE[answer.joinedAs] ?? 'a player'}`;
}

/** Spec 1 §8: join-by-key failures. */
export function joinErrorMessage(error: ApiError | undefined): string {
  switch (error?.code) {
    case 'G004':
      return 'No team found with this code';
    case 'T002':
      return 'This team is already full';
    case 'T004':
      return 'You are already joined to this team';
    default:
      return 'An error occurred';
  }
}
