import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GifRequest } from './gifExportApi';

/** Where one export stands: asked for, rendering, done with its links, or failed with the reason. */
export type GifDownload =
  | { status: 'starting' }
  | { status: 'pending'; nonce: string; estimatedWait: number }
  | { status: 'ready'; nonce: string; previewUrl?: string; gifUrl?: string; mp4Url?: string }
  | { status: 'failed'; reason: string };

/** Spec 2 §3 UI state: gifDownloads, one entry per play, playbook and program; initially empty. */
export interface GifDownloadsState {
  gifDownloads: Record<string, GifDownload>;
  /**
   * Spec 2 §3 manualGIFDownload: the key of the ready GIF the app could not save by itself (served from another
   * origin, or the page was hidden when it became ready), which the user saves through its link; null when the
   * last ready GIF was saved automatically or its link was used.
   */
  manualGIFDownload: string | null;
}

const initialState: GifDownloadsState = { gifDownloads: {}, manualGIFDownload: null };

/** The entry's key: the same play exported from another playbook or program is another download. */
export function gifDownloadKey(request: Pick<GifRequest, 'playId' | 'playbookId' | 'programId'>): string {
  return [request.programId ?? '', request.playbookId, request.playId].join('/');
}

export const gifDownloadsSlice = createSlice({
  name: 'gifExport',
  initialState,
  reducers: {
    gifDownloadChanged(state, action: PayloadAction<{ key: string; download: GifDownload }>) {
      state.gifDownloads[action.payload.key] = action.payload.download;
    },
    manualGifDownloadChanged(state, action: PayloadAction<string | null>) {
      state.manualGIFDownload = action.payload;
    },
  },
  selectors: {
    selectGifDownload: (state, key: string): GifDownload | undefined => state.gifDownloads[key],
    selectManualGifDownload: (state): string | null => state.manualGIFDownload,
  },
});

export const { gifDownloadChanged, manualGifDownloadChanged } = gifDownloadsSlice.actions;
export const { selectGifDownload, selectManualGifDownload } = gifDownloadsSlice.selectors;
