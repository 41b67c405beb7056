import { baseApi } from '../../../api/baseApi';
import type { ScoutingAnswer, ScoutingReport, ScoutingReportFields } from './scouting.types';

interface Ref {
  teamId: string;
  eventId: string;
}

const report = (eventId: string) => ({ type: 'Schedule' as const, id: `scouting:${eventId}` });

export const scoutingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getScoutingReport: build.query<ScoutingAnswer, Ref>({
      query: (params) => ({ url: 'schedule/getScoutingReport', params }),
      providesTags: (_r, _e, { eventId }) => [report(eventId)],
    }),
    saveScoutingReport: build.mutation<
      { report: ScoutingReport; message: string },
      Ref & { report: ScoutingReportFields }
    >({
      query: (body) => ({ url: 'schedule/saveScoutingReport', method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [report(eventId)],
    }),
    publishScoutingReport: build.mutation<{ report: ScoutingReport; message: string }, Ref>({
      query: (body) => ({ url: 'schedule/publishScoutingReport', method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [report(eventId)],
    }),
    deleteScoutingReport: build.mutation<{ deleted: boolean }, Ref>({
      query: (body) => ({ url: 'schedule/deleteScoutingReport', method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [report(eventId)],
    }),
  }),
});

export const {
  useGetScoutingReportQuery,
  useSaveScoutingReportMutation,
  usePublishScoutingReportMutation,
  useDeleteScoutingReportMutation,
} = scoutingApi;
