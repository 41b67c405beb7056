import type { RsvpStatus } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import { type CalendarAnswer, type CalendarWireAnswer, expandCalendarAnswer } from './calendar-answer';
import type {
  AttendanceRow,
  CustomEventType,
  EventFields,
  PracticeSection,
  PracticeTemplate,
  RsvpDetails,
  ScheduleAnswer,
  ScheduleEvent,
  SeasonAttendance,
} from './schedule.types';

const schedule = (teamId: string) => ({ type: 'Schedule' as const, id: teamId });
const teams = { type: 'Teams' as const, id: 'MINE' };

interface SaveAnswer {
  event: ScheduleEvent | null;
  deleted?: boolean;
  message: string;
}

export const scheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedule: build.query<ScheduleAnswer, { teamId: string; past?: boolean; cursor?: string }>({
      query: (params) => ({ url: 'schedule/getSchedule', params }),
      providesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    getCalendar: build.query<
      CalendarAnswer,
      { teamId: string; month: string } | { programId: string; month: string }
    >({
      query: (params) => ({ url: 'schedule/getCalendar', params }),
      transformResponse: (answer: CalendarWireAnswer) => expandCalendarAnswer(answer),
      providesTags: (_r, _e, params) =>
        'teamId' in params ? [schedule(params.teamId)] : [{ type: 'Schedule', id: 'PROGRAM' }],
    }),
    getEvent: build.query<
      { event: ScheduleEvent; canEdit: boolean; timeZone: string },
      { teamId: string; eventId: string }
    >({
      query: (params) => ({ url: 'schedule/getEvent', params }),
      providesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    getEventDefaults: build.query<
      { timeZone: string; date: string; startTime: string; endTime: string; reminderChoices: string[] },
      string
    >({
      query: (teamId) => ({ url: 'schedule/getEventDefaults', params: { teamId } }),
      keepUnusedDataFor: 0,
    }),
    getCustomEventTypes: build.query<{ customTypes: CustomEventType[] }, string>({
      query: (teamId) => ({ url: 'schedule/getCustomEventTypes', params: { teamId } }),
      providesTags: (_r, _e, teamId) => [schedule(teamId)],
    }),
    saveCustomEventType: build.mutation<
      { customType: CustomEventType },
      { teamId: string; id?: string; name: string; color: string }
    >({
      query: (body) => ({ url: 'schedule/saveCustomEventType', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    searchPlaces: build.query<
      {
        places: {
          placeId: string;
          name: string;
          address: string;
          lat: number | null;
          lng: number | null;
          saved: boolean;
        }[];
      },
      { teamId: string; q: string }
    >({
      query: (params) => ({ url: 'schedule/searchPlaces', params }),
    }),
    deleteCustomEventType: build.mutation<{ deleted: boolean }, { teamId: string; id: string }>({
      query: (body) => ({ url: 'schedule/deleteCustomEventType', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    getFavoriteLocations: build.query<{ locations: { name: string; uses: number }[] }, string>({
      query: (teamId) => ({ url: 'schedule/getFavoriteLocations', params: { teamId } }),
      providesTags: (_r, _e, teamId) => [schedule(teamId)],
    }),
    saveEvent: build.mutation<
      SaveAnswer,
      {
        teamId: string;
        eventId?: string;
        event: EventFields;
        deleteEvent?: boolean;
        sendNotification?: boolean;
      }
    >({
      query: (body) => ({ url: 'schedule/saveEvent', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    createBulkEvents: build.mutation<
      { events: ScheduleEvent[]; message: string },
      {
        teamId: string;
        eventDefs: (EventFields & { repeat?: { endDate: string; weekdays: number[] } })[];
        sendNotification?: boolean;
      }
    >({
      query: (body) => ({ url: 'schedule/createBulkEvents', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    editBulkEvents: build.mutation<
      { events: ScheduleEvent[]; message?: string; deleted?: string[] },
      {
        teamId: string;
        eventIds: string[];
        changes: Partial<Omit<EventFields, 'date'>>;
        timezoneOffset: number;
        sendNotification?: boolean;
        deleteEvents?: boolean;
      }
    >({
      query: (body) => ({ url: 'schedule/editBulkEvents', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    deleteEvent: build.mutation<{ deleted: boolean }, { teamId: string; eventId: string }>({
      query: (body) => ({ url: 'schedule/deleteEvent', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    updateRsvp: build.mutation<
      unknown,
      { teamId: string; eventIds: string[]; status: RsvpStatus; reason?: string; forUserId?: string }
    >({
      query: (body) => ({ url: 'schedule/updateRSVP', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    getRsvpDetails: build.query<{ rsvpDetails: RsvpDetails }, { teamId: string; eventId: string }>({
      query: (params) => ({ url: 'schedule/getRSVPDetails', params }),
      providesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    sendEventReminder: build.mutation<
      { success: boolean; message: string; notified: number },
      { teamId: string; eventId: string }
    >({
      query: (body) => ({ url: 'schedule/sendEventReminder', method: 'POST', body }),
    }),
    nudgeRsvp: build.mutation<
      { success: boolean; message: string; notified: number },
      { teamId: string; eventId: string }
    >({
      query: (body) => ({ url: 'schedule/nudgeRSVP', method: 'POST', body }),
    }),
    answerRsvpLink: build.mutation<
      {
        status: RsvpStatus;
        event: {
          id: string;
          teamId: string;
          teamName: string;
          when: string;
          eventType: string;
          title: string;
          opponent: string | null;
        };
      },
      { r: string; s: RsvpStatus; k: string }
    >({
      query: (body) => ({ url: 'schedule/answerRSVPLink', method: 'POST', body }),
    }),
    getAttendance: build.query<{ attendance: AttendanceRow[] }, { teamId: string; eventId: string }>({
      query: (params) => ({ url: 'schedule/getAttendance', params }),
      providesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    updateAttendance: build.mutation<
      { attendance: AttendanceRow[] },
      { teamId: string; eventId: string; attendance: { userId: string; present: boolean | null }[] }
    >({
      query: (body) => ({ url: 'schedule/updateAttendance', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    getSeasonAttendance: build.query<SeasonAttendance, { teamId: string }>({
      query: (params) => ({ url: 'schedule/getSeasonAttendance', params }),
      providesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    getCalendarFeed: build.mutation<
      { url: string; webcalUrl: string },
      { scope: 'TEAM' | 'ALL' | 'PROGRAM'; teamId?: string; programId?: string }
    >({
      query: (body) => ({ url: 'schedule/getCalendarFeed', method: 'POST', body }),
    }),
    renewCalendarFeed: build.mutation<
      { url: string; webcalUrl: string },
      { scope: 'TEAM' | 'ALL' | 'PROGRAM'; teamId?: string; programId?: string }
    >({
      query: (body) => ({ url: 'schedule/renewCalendarFeed', method: 'POST', body }),
    }),
    getPracticeTemplates: build.query<{ practiceTemplates: PracticeTemplate[] }, string>({
      query: (teamId) => ({ url: 'schedule/getPracticeTemplates', params: { teamId } }),
      providesTags: (_r, _e, teamId) => [schedule(teamId)],
    }),
    savePracticeTemplate: build.mutation<
      { practiceTemplate: PracticeTemplate },
      { teamId: string; id?: string; name: string; sections: PracticeSection[] }
    >({
      query: (body) => ({ url: 'schedule/savePracticeTemplate', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    deletePracticeTemplate: build.mutation<{ deleted: boolean }, { teamId: string; id: string }>({
      query: (body) => ({ url: 'schedule/deletePracticeTemplate', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    applyPracticeTemplate: build.mutation<
      { event: ScheduleEvent; message: string },
      { teamId: string; eventId: string; templateId: string }
    >({
      query: (body) => ({ url: 'schedule/applyPracticeTemplate', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [schedule(teamId)],
    }),
    setTeamTimeZone: build.mutation<{ timeZone: string }, { teamId: string; timeZone: string }>({
      query: (body) => ({ url: 'teams/setTeamTimeZone', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [teams, schedule(teamId)],
    }),
  }),
});

export const {
  useGetScheduleQuery,
  useLazyGetScheduleQuery,
  useGetCalendarQuery,
  useGetEventQuery,
  useGetEventDefaultsQuery,
  useGetCustomEventTypesQuery,
  useGetFavoriteLocationsQuery,
  useSearchPlacesQuery,
  useSaveCustomEventTypeMutation,
  useDeleteCustomEventTypeMutation,
  useSaveEventMutation,
  useCreateBulkEventsMutation,
  useEditBulkEventsMutation,
  useDeleteEventMutation,
  useUpdateRsvpMutation,
  useGetRsvpDetailsQuery,
  useSendEventReminderMutation,
  useNudgeRsvpMutation,
  useAnswerRsvpLinkMutation,
  useGetAttendanceQuery,
  useUpdateAttendanceMutation,
  useGetSeasonAttendanceQuery,
  useSetTeamTimeZoneMutation,
  useGetCalendarFeedMutation,
  useRenewCalendarFeedMutation,
  useGetPracticeTemplatesQuery,
  useSavePracticeTemplateMutation,
  useDeletePracticeTemplateMutation,
  useApplyPracticeTemplateMutation,
} = scheduleApi;
