import type { Play } from '@chalktalk/domain';
import { baseApi } from '../../../api/baseApi';
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

/**
 * The playbook service's play calls the editor makes (POST bodies as JSON: dates go out as ISO
 * strings). Endpoint names carry 'designer' because the playbook list injects its own getMyPlaybook
 * and getSharedPlay into the same api with other answer shapes, and the first injection wins.
 */
export const designerApi = baseApi.injectEndpoints({
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
    }),
    /** Spec 2 §7 search/formations (routed to the playbook service); never sent for a blank query. */
    designerSearchFormations: build.query<SearchedFormation[], { query: string; playbookIds: string }>({
      query: (params) => ({ url: 'search/formations', params }),
      transformResponse: (answer: { formations: SearchedFormation[] }) => answer.formations,
    }),
    designerSaveNewPlay: build.mutation<{ id: string }, { play: Play; playbookId: string }>({
      query: (body) => ({ url: 'playbook/saveNewPlay', method: 'POST', body }),
    }),
    designerUpdatePlay: build.mutation<
      { id: string; lastModified: string },
      { play: Play; playbookId: string; autosave?: boolean }
    >({
      query: (body) => ({ url: 'playbook/updatePlay', method: 'POST', body }),
    }),
    designerSaveSharedPlay: build.mutation<
      { id: string; lastModified: string },
      { play: Play; teamId: string; srcPlaybookId: string }
    >({
      query: (body) => ({ url: 'playbook/saveSharedPlay', method: 'POST', body }),
    }),
  }),
});

export const {
  useDesignerSaveNewPlayMutation,
  useDesignerUpdatePlayMutation,
  useDesignerSaveSharedPlayMutation,
} = designerApi;
