import type { ProfileFlag } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import { signedIn, type SessionPayload } from '../auth/authSlice';
import type { Profile, ProfileSettings } from './profile.types';

const PROFILE = { type: 'Profile', id: 'ME' } as const;

// Failures reach the form that made the call through unwrap().
const ignore = () => undefined;

function isSession(value: unknown): value is SessionPayload {
  return typeof value === 'object' && value !== null && 'accessToken' in value && 'user' in value;
}

/**
 * updateProfileSettings merges: a key present in favoriteTeams or notifications replaces that key
 * (null removes it), notificationDevices replaces the list. The cache copy follows the same rule.
 */
export interface SettingsUpdate {
  favoriteTeams?: Record<string, string | null>;
  notifications?: Record<string, unknown>;
  notificationDevices?: unknown[];
}

function mergeKeys<T>(target: Record<string, T>, update: Record<string, T | null> | undefined) {
  for (const [key, value] of Object.entries(update ?? {})) {
    if (value === null) delete target[key];
    else target[key] = value;
  }
}

export function applySettingsUpdate(settings: ProfileSettings, update: SettingsUpdate): void {
  mergeKeys(settings.favoriteTeams, update.favoriteTeams);
  mergeKeys(settings.notifications, update.notifications);
  if (update.notificationDevices) settings.notificationDevices = update.notificationDevices;
}

/** updateName, changeEmail and changePassword answer a fresh session (new names in the token). */
function keepSession(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: unknown }>) {
  return queryFulfilled
    .then(({ data }) => {
      if (isSession(data)) dispatch(signedIn(data));
    })
    .catch(ignore);
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'account/getProfile',
      providesTags: [PROFILE],
    }),
    updateName: build.mutation<SessionPayload, { firstName: string; lastName: string }>({
      query: (body) => ({ url: 'account/updateName', method: 'POST', body }),
      invalidatesTags: [PROFILE],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepSession(dispatch, queryFulfilled),
    }),
    /** May answer A009: the re-login dialog opens and the call is repeated after it. */
    changeEmail: build.mutation<SessionPayload, { newEmail: string }>({
      query: (body) => ({ url: 'account/changeEmail', method: 'POST', body }),
      invalidatesTags: [PROFILE],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepSession(dispatch, queryFulfilled),
    }),
    /** May answer A009. Ends the other sessions; this browser gets a new one in the answer. */
    changePassword: build.mutation<SessionPayload, { newPassword: string }>({
      query: (body) => ({ url: 'account/changePassword', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepSession(dispatch, queryFulfilled),
    }),
    sendEmailVerification: build.mutation<void, void>({
      query: () => ({ url: 'account/sendEmailVerification', method: 'POST', body: {} }),
    }),
    /** May answer A009. */
    deleteAccount: build.mutation<void, void>({
      query: () => ({ url: 'account/deleteAccount', method: 'POST', body: {} }),
    }),
    updateProfileSettings: build.mutation<Profile, { settings: SettingsUpdate }>({
      query: (body) => ({ url: 'account/updateProfileSettings', method: 'POST', body }),
      // Optimistic, so the favourite star answers at once; the answer is the saved profile.
      async onQueryStarted({ settings }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getProfile', undefined, (draft) => {
            applySettingsUpdate(draft.settings, settings);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
    setProfileFlag: build.mutation<Profile, { flag: ProfileFlag; value: boolean }>({
      query: (body) => ({ url: 'account/setProfileFlag', method: 'POST', body }),
      async onQueryStarted({ flag, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getProfile', undefined, (draft) => {
            draft.profileFlags[flag] = value;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateNameMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useSendEmailVerificationMutation,
  useDeleteAccountMutation,
  useUpdateProfileSettingsMutation,
  useSetProfileFlagMutation,
} = profileApi;
