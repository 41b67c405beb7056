import type { EvaluationShareType, EvaluationTemplateBody } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import type {
  DepthChart,
  Evaluation,
  EvaluationTemplate,
  MyEvaluations,
  PlayerEvaluations,
  SaveEvaluationRequest,
} from './evaluations.types';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Evaluations', 'EvaluationTemplates', 'DepthChart'] });

const player = (teamId: string, rosterId: string) => ({
  type: 'Evaluations' as const,
  id: `${teamId}:${rosterId}`,
});
const mine = { type: 'Evaluations' as const, id: 'MINE' };
const roster = (teamId: string) => ({ type: 'Roster' as const, id: teamId });

/** A save's answer, or undefined when it failed (the form that sent it shows the failure; nothing to cache). */
async function savedOrNothing<T>(fulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await fulfilled).data;
  } catch {
    return undefined;
  }
}

export const evaluationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvaluationTemplates: build.query<
      { templates: EvaluationTemplate[]; defaults: EvaluationTemplateBody },
      string
    >({
      query: (teamId) => ({ url: 'evaluations/getEvaluationTemplates', params: { teamId } }),
      providesTags: (_r, _e, teamId) => [{ type: 'EvaluationTemplates', id: teamId }],
    }),
    saveEvaluationTemplate: build.mutation<
      { template: EvaluationTemplate },
      { teamId: string; template: EvaluationTemplateBody & { id?: string; version?: number } }
    >({
      query: (body) => ({ url: 'evaluations/saveEvaluationTemplate', method: 'POST', body }),
      // The saved template goes into the list at once, so the page that selects it (e=) opens it without waiting
      // for the refetch (and nothing typed meanwhile is lost when the editor switches to it).
      async onQueryStarted({ teamId }, { dispatch, queryFulfilled }) {
        const data = await savedOrNothing(queryFulfilled);
        if (!data) return;
        dispatch(
          evaluationsApi.util.updateQueryData('getEvaluationTemplates', teamId, (draft) => {
            const index = draft.templates.findIndex((t) => t.id === data.template.id);
            if (index >= 0) draft.templates[index] = data.template;
            else draft.templates.unshift(data.template);
          }),
        );
      },
      invalidatesTags: (_r, _e, { teamId }) => [{ type: 'EvaluationTemplates', id: teamId }],
    }),
    getPlayerEvaluations: build.query<PlayerEvaluations, { teamId: string; rosterId: string }>({
      query: (params) => ({ url: 'teams/getPlayerEvaluations', params }),
      providesTags: (_r, _e, { teamId, rosterId }) => [player(teamId, rosterId)],
    }),
    saveEvaluation: build.mutation<{ evaluation: Evaluation }, SaveEvaluationRequest>({
      query: (body) => ({ url: 'evaluations/saveEvaluation', method: 'POST', body }),
      // The roster's overall rating follows by event; refetch it too.
      invalidatesTags: (_r, _e, { teamId, rosterId }) => [player(teamId, rosterId), roster(teamId), mine],
    }),
    shareEvaluation: build.mutation<
      { evaluation: Evaluation },
      { teamId: string; rosterId: string; evaluationId: string; shareType: EvaluationShareType }
    >({
      query: (body) => ({ url: 'teams/shareEvaluation', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId, rosterId }) => [player(teamId, rosterId), mine],
    }),
    getMyEvaluations: build.query<MyEvaluations, void>({
      query: () => ({ url: 'teams/getMyEvaluations' }),
      providesTags: [mine],
    }),
    getDepthChart: build.query<{ depthChart: DepthChart }, string>({
      query: (teamId) => ({ url: 'evaluations/getDepthChart', params: { teamId } }),
      providesTags: (_r, _e, teamId) => [{ type: 'DepthChart', id: teamId }],
    }),
    saveDepthChart: build.mutation<
      { depthChart: DepthChart },
      { teamId: string; depthChart: Pick<DepthChart, 'sections' | 'version'> }
    >({
      query: (body) => ({ url: 'evaluations/saveDepthChart', method: 'POST', body }),
      // The answer is the chart as saved: it replaces the cached one at once. Invalidating instead left the page
      // showing the chart from before the edits until the refetch landed, and a Save pressed in that gap sent the
      // old chart back (the depth chart walk lost a drag that way under load).
      async onQueryStarted({ teamId }, { dispatch, queryFulfilled }) {
        const data = await savedOrNothing(queryFulfilled);
        if (data) dispatch(evaluationsApi.util.upsertQueryData('getDepthChart', teamId, data));
      },
    }),
  }),
});

export const {
  useGetEvaluationTemplatesQuery,
  useSaveEvaluationTemplateMutation,
  useGetPlayerEvaluationsQuery,
  useSaveEvaluationMutation,
  useShareEvaluationMutation,
  useGetMyEvaluationsQuery,
  useGetDepthChartQuery,
  useSaveDepthChartMutation,
} = evaluationsApi;
