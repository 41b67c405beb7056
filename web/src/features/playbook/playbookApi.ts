import { baseApi } from '../../api/baseApi';
import type {
  PlaybookResponse,
  ShareItemsRequest,
  StudyReminderResponse,
  ViewerDetails,
  ViewershipProfile,
} from './playbook.types';
import {
  ALL_PLAYBOOKS as ALL,
  MY_PLAYBOOK as MY,
  PLAYBOOK_TAG,
  teamPlaybookTag as teamTag,
} from './playbook-tags';

/** The playbook tag lives in this feature so the shared baseApi does not need to know it. */
const api = baseApi.enhanceEndpoints({ addTagTypes: [PLAYBOOK_TAG] });

export const playbookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPlaybook: build.query<PlaybookResponse, void>({
      query: () => 'playbook/getMyPlaybook',
      providesTags: [MY, ALL],
    }),
    getTeamPlaybook: build.query<PlaybookResponse, { teamId: string }>({
      query: ({ teamId }) => ({ url: 'playbook/getTeamPlaybook', params: { teamId } }),
      providesTags: (_r, _e, { teamId }) => [teamTag(teamId), ALL],
    }),
    movePlaybookItems: build.mutation<
      PlaybookResponse,
      { playbookId: string; changes: Record<string, number | null>; folderId?: string | null }
    >({
      query: (body) => ({ url: 'playbook/movePlaybookItems', method: 'POST', body }),
      invalidatesTags: [ALL],
    }),
    updatePlayMetadata: build.mutation<
      { id: string; name: string },
      { playbookId: string; playId: string; name?: string; tags?: string[]; description?: string }
    >({
      query: (body) => ({ url: 'playbook/updatePlayMetadata', method: 'POST', body }),
      invalidatesTags: [ALL],
    }),
    copyPlay: build.mutation<
      { id: string },
      {
        playbookId: string;
        playId: string;
        sourcePlaybookId: string;
        copyName: string;
        flipHorizontal?: boolean;
      }
    >({
      query: (body) => ({ url: 'playbook/copyPlay', method: 'POST', body }),
      invalidatesTags: [MY],
    }),
    copyFolder: build.mutation<
      PlaybookResponse & { folder: { id: string; name: string; parentId: null } },
      { playbookId: string; folderId: string; sourcePlaybookId: string; copyName: string }
    >({
      query: (body) => ({ url: 'playbook/copyFolder', method: 'POST', body }),
      invalidatesTags: [MY],
    }),
    deletePlay: build.mutation<{ id: string }, { playbookId: string; playId: string }>({
      query: (body) => ({ url: 'playbook/deletePlay', method: 'POST', body }),
      invalidatesTags: [ALL],
    }),
    createFolder: build.mutation<
      PlaybookResponse & { folder: { id: string; name: string; parentId: string | null } },
      { playbookId: string; name?: string; parentId?: string | null }
    >({
      query: (body) => ({ url: 'playbook/createFolder', method: 'POST', body }),
      invalidatesTags: [ALL],
    }),
    updateFolder: build.mutation<
      PlaybookResponse,
      {
        playbookId: string;
        folder: { id: string; name?: string; plays?: string[]; folders?: string[] };
      }
    >({
      query: (body) => ({ url: 'playbook/updateFolder', method: 'POST', body }),
      invalidatesTags: [ALL],
    }),
    deleteFolder: build.mutation<PlaybookResponse, { playbookId: string; folderId: string }>({
      query: (body) => ({ url: 'playbook/deleteFolder', method: 'POST', body }),
      invalidatesTags: [ALL],
    }),
    shareItems: build.mutation<unknown, ShareItemsRequest>({
      query: (body) => ({ url: 'playbook/shareItems', method: 'POST', body }),
      invalidatesTags: [ALL],
    }),
    getSharedStatus: build.query<
      { playId: string; status: Record<string, string> },
      { playId: string; teamIds: string[] }
    >({
      query: ({ playId, teamIds }) => ({
        url: 'playbook/getSharedStatus',
        params: { playId, teamIds: teamIds.join(',') },
      }),
      providesTags: [ALL],
    }),
    getPublicShareLink: build.query<
      { link: string },
      { playId: string; playbookId: string; teamId?: string }
    >({
      query: (params) => ({ url: 'playbook/getPublicShareLink', params }),
    }),
    getViewerDetails: build.query<ViewerDetails, { teamId: string; playId: string }>({
      query: (params) => ({ url: 'playbook/getViewerDetails', params }),
    }),
    getViewershipProfile: build.query<ViewershipProfile, { teamId: string; personUID: string }>({
      query: (params) => ({ url: 'playbook/getViewershipProfile', params }),
    }),
    sendStudyReminder: build.mutation<StudyReminderResponse, { plays: string[]; teamId: string }>({
      query: (body) => ({ url: 'playbook/sendStudyReminder', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetMyPlaybookQuery,
  useGetTeamPlaybookQuery,
  useMovePlaybookItemsMutation,
  useUpdatePlayMetadataMutation,
  useCopyPlayMutation,
  useCopyFolderMutation,
  useDeletePlayMutation,
  useCreateFolderMutation,
  useUpdateFolderMutation,
  useDeleteFolderMutation,
  useShareItemsMutation,
  useGetSharedStatusQuery,
  useLazyGetPublicShareLinkQuery,
  useGetViewerDetailsQuery,
  useGetViewershipProfileQuery,
  useSendStudyReminderMutation,
} = playbookApi;
