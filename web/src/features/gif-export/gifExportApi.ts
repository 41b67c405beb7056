import { baseApi } from '../../api/baseApi';

/** The identifiers of one export (spec 2 §7: playbookId, playId, programId, linkId optional, name). */
export interface GifRequest {
  playbookId: string;
  playId: string;
  programId?: string;
  /** A public link: anonymous visitors export the play behind it. */
  linkId?: string;
  name?: string;
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
      query: (params) => ({ url: 'playbook/exportGIF', params }),
    }),
    checkGIFStatus: build.mutation<CheckGifStatusAnswer, GifRequest & { nonce: string }>({
      query: (params) => ({ url: 'playbook/checkGIFStatus', params }),
    }),
  }),
});
