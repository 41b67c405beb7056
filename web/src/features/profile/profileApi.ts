import type { ProfileFlag } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import { signedIn, userUpdated, type SessionPayload } from '../auth/authSlice';
import type { Profile, ProfileSettings } from './profile.types';

const PROFILE = { type: 'Profile', id: 'ME' } as const;

// Failures reach the form that made the call through unwrap().
const ignore = () => undefined;

function isSession(value: unknown): value is SessionPayload {
  return typeof value === 'object' && value !== null && 'accessToken' in value && 'user' in value;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'account/getProfile',
      providesTags: [PROFILE],
    }),
    updateName: build.mutation<void, { firstName: string; lastName: string }>({
      query: (body) => ({ url: 'account/updateName', method: 'POST', body }),
      invalidatesTags: [PROFILE],
      onQueryStarted: (name, { dispatch, queryFulfilled }) =>
        queryFulfilled
          .then(() => {
            dispatch(userUpdated(name));
          })
          .catch(ignore),
    }),
    changeEmail: build.mutation<void, { newEmail: string }>({
      query: (body) => ({ url: 'account/changeEmail', method: 'POST', body }),
      invalidatesTags: [PROFILE],
      onQueryStarted: ({ newEmail }, { dispatch, queryFulfilled }) =>
        queryFulfilled
          .then(() => {
            dispatch(userUpdated({ email: newEmail }));
          })
          .catch(ignore),
    }),
    changePassword: build.mutation<unknown, { newPassword: string }>({
      query: (body) => ({ url: 'account/changePassword', method: 'POST', body }),
      // A password change ends the other sessions; when the answer carries a new one for this
      // browser, keep it so the user stays signed in here.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled
          .then(({ data }) => {
            if (isSession(data)) dispatch(signedIn(data));
          })
          .catch(ignore),
    }),
    sendEmailVerification: build.mutation<void, void>({
      query: () => ({ url: 'account/sendEmailVerification', method: 'POST', body: {} }),
    }),
    deleteAccount: build.mutation<void, void>({
      query: () => ({ url: 'account/deleteAccount', method: 'POST', body: {} }),
    }),
    updateProfileSettings: build.mutation<void, { settings: Partial<ProfileSettings> }>({
      query: (body) => ({ url: 'account/updateProfileSettings', method: 'POST', body }),
      // Optimistic, so the favourite star answers at once; rolled back if the call fails.
      async onQueryStarted({ settings }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getProfile', undefined, (draft) => {
            Object.assign(draft.settings, settings);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    setProfileFlag: build.mutation<void, { flag: ProfileFlag; value: boolean }>({
      query: (body) => ({ url: 'account/setProfileFlag', method: 'POST', body }),
      async onQueryStarted({ flag, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getProfile', undefined, (draft) => {
            draft.profileFlags[flag] = value;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
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
