import { baseApi } from '../../api/baseApi';

export interface DeveloperNote {
  note: string;
  /** The crash as text: code, reference and message, so support can find the logs. */
  error: string;
}

export const crashApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendDeveloperNote: build.mutation<void, DeveloperNote>({
      query: (body) => ({ url: 'main/sendDeveloperNote', method: 'POST', body }),
    }),
  }),
});

export const { useSendDeveloperNoteMutation } = crashApi;
