import { baseApi } from '../../api/baseApi';

export interface VersionAnswer {
  version: string;
  deployedDate: string;
}

/** The gateway's own calls (spec 1 §7): main/version and the about dialog's main/forceError. */
export const mainApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVersion: build.query<VersionAnswer, void>({ query: () => 'main/version' }),
    forceError: build.mutation<void, { test: string }>({
      query: (body) => ({ url: 'main/forceError', method: 'POST', body }),
    }),
  }),
});

export const { useGetVersionQuery, useForceErrorMutation } = mainApi;
