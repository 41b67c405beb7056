import { TIMINGS } from '@chalktalk/domain';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/** One api slice for the whole app; features add endpoints with injectEndpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: ['Teams', 'Profile', 'Roster', 'Schedule'],
  // Spec 1 §9: refetch on mount when older than 3600 s; refresh on reconnect.
  refetchOnMountOrArgChange: TIMINGS.staleAfterSeconds,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
