import type { Play } from '@chalktalk/domain';
import { baseApi } from '../../../api/baseApi';
import { ALL_PLAYBOOKS, MY_PLAYBOOK, PLAYBOOK_TAG, teamPlaybookTag } from '../../playbook/playbook-tags';
import type { SearchedFormation } from '../formations/saved-formation';

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

/** The editor's changes show in the playbook lists: it invalidates their tags (playbook-tags.ts). */
const api = baseApi.enhanceEndpoints({ addTagTypes: [PLAYBOOK_TAG] });

/**
 * The playbook service's play calls the editor makes (POST bodies as JSON: dates go out as ISO
 * strings). Endpoint names carry 'designer' because the playbook list injects its own getMyPlaybook
 * and getSharedPlay into the same api with other answer shapes, and the first injection wins.
 *
 * What each call changes in the lists (their rows show a play's name, tags, description, last change,
 * thumbnail, hidden and unviewed marks, and "Recent" orders by the last change):
 * - saveNewPlay adds a play to the personal playbook only: MY_PLAYBOOK.
 * - updatePlay changes a personal play, which every team it was shared to lists too; the editor does not know
 *   those teams: ALL_PLAYBOOKS.
 * - saveSharedPlay changes a team play in its source playbook (maybe the user's own) and in every team it was
 *   shared to: ALL_PLAYBOOKS.
 * - getSharedPlay records the user's view, which clears the play's unviewed mark in that team's list: the team's
 *   tag, once the answer is in (a read with a side effect cannot declare invalidatesTags).
 * The other reads (a playbook's id, getPlay, the formation search) record nothing.
 */
export const designerApi = api.injectEndpoints({
  endpoints: (build) => ({
    designerMyPlaybook: build.query<PlaybookSummary, void>({
      query: () => ({ url: 'playbook/getMyPlaybook' }),
      transformResponse: (answer: { playbook: PlaybookSummary }) => answer.playbook,
    }),
    /** The team playbook's id: a team play is exported (GIF) from there, where every member may open it. */
    designerTeamPlaybook: build.query<string, { teamId: string }>({
      query: (params) => ({ url: 'playbook/getTeamPlaybook', params }),
      transformResponse: (answer: { playbook: { id: string } }) => answer.playbook.id,
    }),
    designerGetPlay: build.query<StoredPlayAnswer, { playbookId: string; playId: string }>({
      query: (params) => ({ url: 'playbook/getPlay', params }),
    }),
    designerGetSharedPlay: build.query<
      StoredPlayAnswer,
      /** Without srcPlaybookId (the spec's /playbook/team?p&t link) the team's share of the play is found by id. */
      { teamId: string; srcPlaybookId?: string; playId: string }
    >({
      query: (params) => ({ url: 'playbook/getSharedPlay', params }),
      async onQueryStarted({ teamId }, { dispatch, queryFulfilled }) {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          dispatch(api.util.invalidateTags([teamPlaybookTag(teamId)]));
        }
      },
    }),
    /** Spec 2 §7 search/formations (routed to the playbook service); never sent for a blank query. */
    designerSearchFormations: build.query<SearchedFormation[], { query: string; playbookIds: string }>({
      query: (params) => ({ url: 'search/formations', params }),
      transformResponse: (answer: { formations: SearchedFormation[] }) => answer.formations,
    }),
    designerSaveNewPlay: build.mutation<{ id: string }, { play: Play; playbookId: string }>({
      query: (body) => ({ url: 'playbook/saveNewPlay', method: 'POST', body }),
      invalidatesTags: (_answer, failure) => (failure ? [] : [MY_PLAYBOOK]),
    }),
    designerUpdatePlay: build.mutation<
      { id: string; lastModified: string },
      { play: Play; playbookId: string; autosave?: boolean }
    >({
      query: (body) => ({ url: 'playbook/updatePlay', method: 'POST', body }),
      invalidatesTags: (_answer, failure) => (failure ? [] : [ALL_PLAYBOOKS]),
    }),
    designerSaveSharedPlay: build.mutation<
      { id: string; lastModified: string },
      { play: Play; teamId: string; srcPlaybookId: string }
    >({
      query: (body) => ({ url: 'playbook/saveSharedPlay', method: 'POST', body }),
      invalidatesTags: (_answer, failure) => (failure ? [] : [ALL_PLAYBOOKS]),
    }),
  }),
});

export const {
  useDesignerSaveNewPlayMutation,
  useDesignerUpdatePlayMutation,
  useDesignerSaveSharedPlayMutation,
} = designerApi;
