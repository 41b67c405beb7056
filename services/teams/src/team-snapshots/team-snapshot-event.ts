import {
  create,
  SnapshotMemberSchema,
  type TeamStateSnapshot,
  TeamStateSnapshotSchema,
  timestampFromDate,
} from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';
import { rosterEntryMessage } from '../roster/roster-events';
import type { RosterEntryEntity } from '../roster/roster-entry.entity';
import type { MembershipEntity } from '../teams/membership.entity';
import type { TeamEntity } from '../teams/team.entity';
import { teamUpdated, type ProgramAdminIds } from '../teams/team-events';

/** One team's current state for projections that missed the history (snapshot.proto). */
export function teamStateSnapshot(
  team: TeamEntity,
  programAdminIds: ProgramAdminIds,
  members: readonly MembershipEntity[],
  roster: readonly RosterEntryEntity[],
  takenAt: Date,
): DomainEvent<TeamStateSnapshot> {
  const state = teamUpdated(team, programAdminIds, takenAt);
  return {
    ...state,
    type: TeamStateSnapshotSchema.typeName,
    schema: TeamStateSnapshotSchema,
    payload: create(TeamStateSnapshotSchema, {
      team: state.payload,
      members: members.map((member) =>
        create(SnapshotMemberSchema, {
          userId: member.userId,
          role: member.role,
          pending: member.pending,
          email: member.email,
          firstName: member.firstName,
          lastName: member.lastName,
        }),
      ),
      roster: roster.map(rosterEntryMessage),
      takenAt: timestampFromDate(takenAt),
    }),
  };
}
