import { baseApi } from '../../api/baseApi';

/** The two link kinds the identity service mails (spec 1 §2 /email-action). */
export type ActionMode = 'resetPassword' | 'verifyEmail';

export const emailActionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Reads a code without spending it: which action it is for and whose email. */
    checkActionCode: build.mutation<{ mode: ActionMode; email: string }, { oobCode: string }>({
      query: (body) => ({ url: 'account/checkActionCode', method: 'POST', body }),
    }),
    applyActionCode: build.mutation<void, { oobCode: string }>({
      query: (body) => ({ url: 'account/applyActionCode', method: 'POST', body }),
      // A signed-in user's profile now says emailVerified.
      invalidatesTags: [{ type: 'Profile', id: 'ME' }],
    }),
    confirmPasswordReset: build.mutation<void, { oobCode: string; newPassword: string }>({
      query: (body) => ({ url: 'account/confirmPasswordReset', method: 'POST', body }),
    }),
  }),
});

export const { useCheckActionCodeMutation, useApplyActionCodeMutation, useConfirmPasswordResetMutation } =
  emailActionApi;
