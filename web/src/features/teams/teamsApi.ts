import { baseApi } from '../../api/baseApi';
import type {
  CreateProgramRequest,
  InviteProgramAdminsResponse,
  ProgramAdmin,
  CreateProgramResponse,
  JoinTeamResponse,
  Program,
  RetrieveTeamsResponse,
} from './teams.types';
import type { UpdateProgramTeamsRequest } from './program-teams-form';

const programAdmins = (programId: string) => ({ type: 'Teams' as const, id: `PROGRAM-ADMINS-${programId}` });

export const teamsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retrieveTeams: build.query<RetrieveTeamsResponse, void>({
      query: () => 'teams/retrieveTeams',
      providesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
    joinTeam: build.mutation<JoinTeamResponse, { teamKey: string }>({
      query: (body) => ({ url: 'teams/joinTeam', method: 'POST', body }),
      invalidatesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
    joinTeamLink: build.mutation<JoinTeamResponse, { entityId: string; linkCode: string }>({
      query: (body) => ({ url: 'teams/joinTeamLink', method: 'POST', body }),
      invalidatesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
    leaveTeam: build.mutation<void, { teamId: string }>({
      query: (body) => ({ url: 'teams/leaveTeam', method: 'POST', body }),
      invalidatesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
    updateProgramTeams: build.mutation<CreateProgramResponse, UpdateProgramTeamsRequest>({
      query: (body) => ({ url: 'teams/updateProgramTeams', method: 'POST', body }),
      invalidatesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
    updateProgramBranding: build.mutation<
      { program: Program },
      { programId: string; colorPrimary: string | null; colorSecondary: string | null }
    >({
      query: (body) => ({ url: 'teams/updateProgramBranding', method: 'POST', body }),
      invalidatesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
    updateEntityLogo: build.mutation<{ logoUrl: string | null }, { entityId: string; logo: string | null }>({
      query: (body) => ({ url: 'teams/updateEntityLogo', method: 'POST', body }),
      invalidatesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
    /** getTeamMembers with `programs`: the program's admins come keyed by the program's id. */
    getProgramAdmins: build.query<ProgramAdmin[], string>({
      query: (programId) => ({ url: 'teams/getTeamMembers', params: { programs: programId } }),
      transformResponse: (answer: { members: Record<string, ProgramAdmin[]> }, _meta, programId) =>
        answer.members[programId] ?? [],
      providesTags: (_result, _error, programId) => [programAdmins(programId)],
    }),
    /** inviteMembers with the program's id as entityId invites program admins. */
    inviteProgramAdmins: build.mutation<InviteProgramAdminsResponse, { programId: string; emails: string[] }>(
      {
        query: ({ programId, emails }) => ({
          url: 'teams/inviteMembers',
          method: 'POST',
          body: { entityId: programId, adminEmails: emails },
        }),
      },
    ),
    /** removeTeamMembers with the program's id as entityId removes program admins. */
    removeProgramAdmin: build.mutation<{ removed: string[] }, { programId: string; uid: string }>({
      query: ({ programId, uid }) => ({
        url: 'teams/removeTeamMembers',
        method: 'POST',
        body: { entityId: programId, memberIds: [uid] },
      }),
      invalidatesTags: (_result, _error, { programId }) => [
        programAdmins(programId),
        { type: 'Teams', id: 'MINE' },
      ],
    }),
    createProgram: build.mutation<CreateProgramResponse, CreateProgramRequest>({
      query: (body) => ({ url: 'teams/createProgram', method: 'POST', body }),
      invalidatesTags: [{ type: 'Teams', id: 'MINE' }],
    }),
  }),
});

export const {
  useRetrieveTeamsQuery,
  useJoinTeamMutation,
  useJoinTeamLinkMutation,
  useLeaveTeamMutation,
  useCreateProgramMutation,
  useUpdateProgramTeamsMutation,
  useUpdateProgramBrandingMutation,
  useUpdateEntityLogoMutation,
  useGetProgramAdminsQuery,
  useInviteProgramAdminsMutation,
  useRemoveProgramAdminMutation,
} = teamsApi;
