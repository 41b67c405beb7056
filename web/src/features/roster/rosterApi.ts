import type { TeamRole } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import { teamsApi } from '../teams/teamsApi';
import type {
  EmailTeamRequest,
  InviteRequest,
  InviteResponse,
  InviteType,
  PendingRosterResponse,
  RosterPerson,
  RosterPlayerFields,
  SetTeamFlagRequest,
  TeamMember,
  UpdatePendingRequest,
  UpdatePendingResponse,
} from './roster.types';

const roster = (teamId: string) => ({ type: 'Roster' as const, id: teamId });
const teams = { type: 'Teams' as const, id: 'MINE' };

export const rosterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRoster: build.query<{ roster: RosterPerson[] }, string>({
      query: (teamId) => ({ url: 'teams/getRoster', params: { teamId } }),
      providesTags: (_result, _error, teamId) => [roster(teamId)],
    }),
    getPendingRoster: build.query<PendingRosterResponse, string>({
      query: (teamId) => ({ url: 'teams/getPendingRoster', params: { teamId } }),
      providesTags: (_result, _error, teamId) => [roster(teamId)],
    }),
    getTeamMembers: build.query<{ members: Record<string, TeamMember[]> }, string>({
      query: (teamId) => ({ url: 'teams/getTeamMembers', params: { teams: teamId } }),
      providesTags: (_result, _error, teamId) => [roster(teamId)],
    }),
    updatePendingMembers: build.mutation<UpdatePendingResponse, UpdatePendingRequest>({
      query: (body) => ({ url: 'teams/updatePendingMembers', method: 'POST', body }),
      invalidatesTags: (_result, _error, { teamId }) => [roster(teamId), teams],
    }),
    inviteMembers: build.mutation<InviteResponse, InviteRequest>({
      query: (body) => ({ url: 'teams/inviteMembers', method: 'POST', body }),
    }),
    previewInvite: build.query<{ html: string }, { entityId: string; type: InviteType; email?: string }>({
      query: (params) => ({ url: 'teams/previewInvite', params }),
    }),
    emailTeam: build.mutation<{ sent: number; withoutAddress: string[] }, EmailTeamRequest>({
      query: (body) => ({ url: 'teams/emailTeam', method: 'POST', body }),
    }),
    changeUserRole: build.mutation<
      { member: { uid: string; role: TeamRole; rosterId: string | null } },
      { teamId: string; uid: string; newRole: TeamRole; playerId?: string }
    >({
      query: (body) => ({ url: 'teams/changeUserRole', method: 'POST', body }),
      invalidatesTags: (_result, _error, { teamId }) => [roster(teamId), teams],
    }),
    removeTeamMembers: build.mutation<{ removed: string[] }, { entityId: string; memberIds: string[] }>({
      query: (body) => ({ url: 'teams/removeTeamMembers', method: 'POST', body }),
      invalidatesTags: (_result, _error, { entityId }) => [roster(entityId), teams],
    }),
    removeTeamPlayers: build.mutation<{ removed: string[] }, { teamId: string; playerIds: string[] }>({
      query: (body) => ({ url: 'teams/removeTeamPlayers', method: 'POST', body }),
      invalidatesTags: (_result, _error, { teamId }) => [roster(teamId), teams],
    }),
    addRosterPlayer: build.mutation<{ player: RosterPerson }, { teamId: string; player: RosterPlayerFields }>(
      {
        query: (body) => ({ url: 'teams/addRosterPlayer', method: 'POST', body }),
        invalidatesTags: (_result, _error, { teamId }) => [roster(teamId)],
      },
    ),
    updateRosterPlayer: build.mutation<
      { player: RosterPerson },
      { teamId: string; playerId: string; player: Partial<RosterPlayerFields> }
    >({
      query: (body) => ({ url: 'teams/updateRosterPlayer', method: 'POST', body }),
      invalidatesTags: (_result, _error, { teamId }) => [roster(teamId)],
    }),
    addRosterContact: build.mutation<
      { contact: RosterPerson },
      { teamId: string; playerId: string; contact: { firstName: string; lastName: string; email: string } }
    >({
      query: (body) => ({ url: 'teams/addRosterContact', method: 'POST', body }),
      invalidatesTags: (_result, _error, { teamId }) => [roster(teamId)],
    }),
    setTeamFlag: build.mutation<{ flags: Record<string, boolean> }, SetTeamFlagRequest>({
      query: (body) => ({ url: 'teams/setTeamFlag', method: 'POST', body }),
      invalidatesTags: (_result, _error, { teamId }) => [roster(teamId), teams],
      // The switch flips at once; a refusal puts it back.
      async onQueryStarted({ teamId, flag, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          teamsApi.util.updateQueryData('retrieveTeams', undefined, (draft) => {
            for (const team of [...draft.owned, ...draft.joined, ...draft.pendingJoin]) {
              if (team.id === teamId) team.flags[flag] = value;
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetRosterQuery,
  useGetPendingRosterQuery,
  useGetTeamMembersQuery,
  useUpdatePendingMembersMutation,
  useInviteMembersMutation,
  useLazyPreviewInviteQuery,
  useEmailTeamMutation,
  useChangeUserRoleMutation,
  useRemoveTeamMembersMutation,
  useRemoveTeamPlayersMutation,
  useAddRosterPlayerMutation,
  useUpdateRosterPlayerMutation,
  useAddRosterContactMutation,
  useSetTeamFlagMutation,
} = rosterApi;
