import { Topics } from '@chalktalk/contracts';

/** The services whose snapshots a rebuild from sources reads; each one's base URL comes from configuration. */
export type SnapshotOwner = 'teams' | 'playbook' | 'schedule' | 'documents' | 'community';

export const OWNER_URL_VARIABLES: Record<SnapshotOwner, string> = {
  teams: 'TEAMS_URL',
  playbook: 'PLAYBOOK_URL',
  schedule: 'SCHEDULE_URL',
  documents: 'DOCUMENTS_URL',
  community: 'COMMUNITY_URL',
};

/**
 * Every topic search consumes and the owner whose snapshot stands in for its history, in replay order: the teams
 * first (their TeamStateSnapshot carries members, roles, flags and paid state), so a roster entry's team is known.
 */
export const SNAPSHOT_TOPICS: ReadonlyArray<{ topic: string; owner: SnapshotOwner }> = [
  { topic: Topics.TeamsTeam, owner: 'teams' },
  { topic: Topics.TeamsRoster, owner: 'teams' },
  { topic: Topics.PlaybookPlay, owner: 'playbook' },
  { topic: Topics.PlaybookFormation, owner: 'playbook' },
  { topic: Topics.ScheduleEvent, owner: 'schedule' },
  { topic: Topics.DocumentsPost, owner: 'documents' },
  { topic: Topics.CommunityPlay, owner: 'community' },
];

/**
 * Consumed topics with no snapshot of their own, and why: the members of teams.membership.v1 travel in
 * teams.team.v1's TeamStateSnapshot.
 */
export const COVERED_BY_ANOTHER_SNAPSHOT: Readonly<Record<string, string>> = {
  [Topics.TeamsMembership]: Topics.TeamsTeam,
};

/**
 * Consumed topics a rebuild leaves alone, and why. identity.session.v1 feeds the platform's refusal list (sessions
 * ended before their access tokens expire): not search's data, and every row expires with the last token it could
 * refuse (minutes), so a lost list is a window of minutes, not a lost index. Identity serves no snapshot of it.
 */
export const NOT_REBUILT: Readonly<Record<string, string>> = {
  [Topics.IdentitySession]: 'the refusal list of ended sessions expires with their access tokens',
};

/** The consumed topics no snapshot covers (a test keeps this empty as handlers are added). */
export function uncoveredTopics(consumed: readonly string[]): string[] {
  const covered = new Set([
    ...Object.keys(NOT_REBUILT),
    ...SNAPSHOT_TOPICS.map((entry) => entry.topic),
    ...Object.keys(COVERED_BY_ANOTHER_SNAPSHOT),
  ]);
  return consumed.filter((topic) => !covered.has(topic));
}
