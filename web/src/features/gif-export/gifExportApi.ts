import { baseApi } from '../../api/baseApi';

/** The identifiers of one export (spec 2 §7: playbookId, playId, programId, linkId optional, name). */
export interface GifRequest {
  playbookId: string;
  playId: string;
  programId?: string;
  /** A public link: anonymous visitors export the play behind it. */
  linkId?: string;
  name?: string;
  /** A community play: its own request (spec 2 §4), community/exportCommunityGIF, for anyone. */
  communityPlayId?: string;
}

export interface ExportGifAnswer {
  /** Seconds until the GIF is likely ready. */
  estimatedWait: number;
  nonce: string;
}

export interface CheckGifStatusAnswer {
  status: 'pending' | 'ready' | 'failed';
  previewUrl?: string;
  gifUrl?: string;
  mp4Url?: string;
  reason?: string;
}

/**
 * GET calls, declared as mutations: every press starts a new export and every poll must reach the
 * server, so nothing may be answered from the cache.
 */
export const gifExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportGIF: build.mutation<ExportGifAnswer, GifRequest>({
      query: ({ communityPlayId, ...params }) =>
        communityPlayId
          ? { url: 'community/exportCommunityGIF', params: { id: communityPlayId } }
          : { url: 'playbook/exportGIF', params },
    }),
    checkGIFStatus: build.mutation<CheckGifStatusAnswer, GifRequest & { nonce: string }>({
      query: ({ communityPlayId, ...params }) =>
        communityPlayId
          ? { url: 'community/checkCommunityGIFStatus', params: { id: communityPlayId, nonce: params.nonce } }
          : { url: 'playbook/checkGIFStatus', params },
    }),
  }),
});
