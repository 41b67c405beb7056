import type { NotificationKind, NotificationPreferences, QuietHours } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';

export interface InboxItem {
  id: string;
  kind: string;
  teamId: string | null;
  title: string;
  body: string;
  /** The page it opens (path and query). */
  link: string;
  count: number;
  read: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface InboxPage {
  items: InboxItem[];
  unreadCount: number;
}

/** A PushSubscription's toJSON(), with the browser named for the device list. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent?: string;
}

export interface NotificationSettingsView {
  preferences: NotificationPreferences;
  quietHours: QuietHours | null;
  kinds: { kind: NotificationKind; label: string; available: boolean }[];
}

/**
 * The bell stays live by polling (RTK Query pollingInterval): the unread count every BELL_POLL_MS while the tab is
 * focused, the open list every LIST_POLL_MS. Polling rather than SSE: the gateway proxies request/response calls
 * only, and a 15 s poll of one indexed count per signed-in tab is cheap (services/notifications/README.md).
 */
export const BELL_POLL_MS = 15_000;
export const LIST_POLL_MS = 5_000;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Notifications', 'NotificationSettings'] });

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<InboxPage, void>({
      query: () => 'notifications/getNotifications?limit=30',
      providesTags: ['Notifications'],
    }),
    getUnreadCount: build.query<{ unreadCount: number }, void>({
      query: () => 'notifications/getUnreadCount',
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<{ unreadCount: number }, string[]>({
      query: (ids) => ({ url: 'notifications/markNotificationsRead', method: 'POST', body: { ids } }),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<{ unreadCount: number }, void>({
      query: () => ({ url: 'notifications/markAllNotificationsRead', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    getNotificationSettings: build.query<NotificationSettingsView, void>({
      query: () => 'notifications/getNotificationSettings',
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<
      NotificationSettingsView,
      { preferences: NotificationPreferences; quietHours: QuietHours | null }
    >({
      query: (body) => ({ url: 'notifications/saveNotificationSettings', method: 'POST', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
    getPushConfig: build.query<{ publicKey: string | null }, void>({
      query: () => 'notifications/getPushConfig',
    }),
    registerNotificationDevice: build.mutation<{ deviceId: string }, PushSubscriptionBody>({
      query: (body) => ({ url: 'notifications/registerNotificationDevice', method: 'POST', body }),
    }),
    unregisterNotificationDevice: build.mutation<{ removed: true }, { endpoint: string }>({
      query: (body) => ({ url: 'notifications/unregisterNotificationDevice', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPushConfigQuery,
  useRegisterNotificationDeviceMutation,
  useUnregisterNotificationDeviceMutation,
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationsReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationsApi;
