import type { Play } from '@chalktalk/domain';
import { baseApi } from '../../../api/baseApi';

/** The parts of the playbook answer the editor needs (services/playbook/README.md). */
export interface PlaybookSummary {
  id: string;
  type: 'personal' | 'team';
  readOnly: boolean;
}

/** A play as the service sends it: JSON, dates as strings; loadPlay turns it into a Play. */
export interface StoredPlayAnswer {
  play: unknown;
  readOnly: boolean;
}

/** The playbook service's play calls (POST bodies as JSON: dates go out as ISO strings). */
export const designerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPlaybook: build.query<PlaybookSummary, void>({
      query: () => ({ url: 'playbook/getMyPlaybook' }),
      transformResponse: (answer: { playbook: PlaybookSummary }) => answer.playbook,
    }),
    getPlay: build.query<StoredPlayAnswer, { playbookId: string; playId: string }>({
      query: (params) => ({ url: 'playbook/getPlay', params }),
    }),
    getSharedPlay: build.query<StoredPlayAnswer, { teamId: string; srcPlaybookId: string; playId: string }>({
      query: (params) => ({ url: 'playbook/getSharedPlay', params }),
    }),
    saveNewPlay: build.mutation<{ id: string }, { play: Play; playbookId: string }>({
      query: (body) => ({ url: 'playbook/saveNewPlay', method: 'POST', body }),
    }),
    updatePlay: build.mutation<
      { id: string; lastModified: string },
      { play: Play; playbookId: string; autosave?: boolean }
    >({
      query: (body) => ({ url: 'playbook/updatePlay', method: 'POST', body }),
    }),
    saveSharedPlay: build.mutation<
      { id: string; lastModified: string },
      { play: Play; teamId: string; srcPlaybookId: string }
    >({
      query: (body) => ({ url: 'playbook/saveSharedPlay', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetMyPlaybookQuery,
  useLazyGetPlayQuery,
  useLazyGetSharedPlayQuery,
  useSaveNewPlayMutation,
  useUpdatePlayMutation,
  useSaveSharedPlayMutation,
} = designerApi;
