import { baseApi } from '../../api/baseApi';
import type {
  CreateProgramRequest,
  CreateProgramResponse,
  JoinTeamResponse,
  Program,
  RetrieveTeamsResponse,
} from './teams.types';
import type { UpdateProgramTeamsRequest } from './program-teams-form';

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
} = teamsApi;
