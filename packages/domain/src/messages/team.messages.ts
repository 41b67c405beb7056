/** Joining teams, pending members and team switching. */
export const JOIN_MESSAGES = {
  noTeamWithCode: 'No team found with this code',
  teamFull: 'This team is already full',
  alreadyJoined: 'You are already joined to this team',
  linkInvalid: 'This link is invalid or expired.',
  genericError: 'An error occurred',
  pending: 'Your coach needs to review your membership. Check back later.',
  enterTeamKey: 'Please enter a team key',
} as const;

export type JoinedAs = 'ADMIN' | 'COACH' | 'PLAYER';

const JOINED_AS_TEXT: Record<JoinedAs, string> = { ADMIN: 'an admin', COACH: 'a coach', PLAYER: 'a player' };

/** 'Successfully joined {team} as an admin / a coach / a player'. */
export function joinedTeamMessage(teamName: string, joinedAs: JoinedAs): string {
  return `Successfully joined ${teamName} as ${JOINED_AS_TEXT[joinedAs]}`;
}

export const TEAM_MESSAGES = {
  someUpdatesFailed: 'Some updates were not successful',
  teamInactive: 'This team is currently inactive',
  learnMore: 'Learn More',
  inactiveNotSearchable: 'Data from inactive teams is not searchable.',
} as const;
