import { baseApi } from '../../api/baseApi';

/** The anonymous read behind a public link (spec 2 §7). */
export const publicPlayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicSharedPlay: build.query<{ play: unknown }, { linkId: string }>({
      query: ({ linkId }) => ({ url: 'playbook/getPublicSharedPlay', params: { linkId } }),
    }),
  }),
});

export const { useGetPublicSharedPlayQuery } = publicPlayApi;
