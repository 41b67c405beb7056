import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isApiError } from '../../api/api-error';
import type { RootState } from '../../app/store';
import {
  gifDownloadChanged,
  gifDownloadKey,
  manualGifDownloadChanged,
  type GifDownload,
} from './gifDownloadsSlice';
import { gifExportApi, type GifRequest } from './gifExportApi';
import { downloadUrl, gifFileName, saveFileAutomatically } from './save-file';

/** Ours: checkGIFStatus is asked this often while the GIF renders. */
export const GIF_POLL_MS = 1000;
/** Ours: polling stops after this long; a render that has not finished by then is reported as failed. */
export const GIF_GIVE_UP_MS = 5 * 60_000;
export const GIF_TIMED_OUT = 'The GIF is taking too long. Please try again later.';
export const GIF_FAILED = 'The GIF could not be made.';
/** Ours: shown when the ready GIF could not be saved by itself (manualGIFDownload). */
export const GIF_SAVE_BY_HAND = 'Your GIF is ready. Use Save the GIF to keep it.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function failureReason(error: unknown): string {
  return isApiError(error) ? error.message : GIF_FAILED;
}

/**
 * Spec 2 §7: triggers exportGIF, then polls checkGIFStatus about every second until it answers the
 * preview and GIF URLs (or a reason). The entry in gifDownloads follows each step. A press while the
 * same download is under way does nothing. A ready GIF is saved as a file at once when the browser allows
 * it; otherwise manualGIFDownload names it and the user saves it through its link.
 */
export function downloadGif(
  request: GifRequest,
): ThunkAction<Promise<GifDownload>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const key = gifDownloadKey(request);
    const current = getState().gifExport.gifDownloads[key];
    if (current?.status === 'starting' || current?.status === 'pending') return current;
    const set = (download: GifDownload) => {
      dispatch(gifDownloadChanged({ key, download }));
      return download;
    };

    set({ status: 'starting' });
    let nonce: string;
    try {
      const started = await dispatch(gifExportApi.endpoints.exportGIF.initiate(request)).unwrap();
      nonce = started.nonce;
      set({ status: 'pending', nonce, estimatedWait: started.estimatedWait });
    } catch (error) {
      return set({ status: 'failed', reason: failureReason(error) });
    }

    const giveUpAt = Date.now() + GIF_GIVE_UP_MS;
    for (;;) {
      try {
        const answer = await dispatch(
          gifExportApi.endpoints.checkGIFStatus.initiate({ ...request, nonce }),
        ).unwrap();
        if (answer.status === 'ready') {
          const done = set({
            status: 'ready',
            nonce,
            previewUrl: answer.previewUrl,
            gifUrl: answer.gifUrl,
            mp4Url: answer.mp4Url,
          });
          const fileName = gifFileName(request.name);
          const saved =
            !!answer.gifUrl && saveFileAutomatically(downloadUrl(answer.gifUrl, fileName), fileName);
          dispatch(manualGifDownloadChanged(saved ? null : key));
          return done;
        }
        if (answer.status === 'failed') return set({ status: 'failed', reason: answer.reason ?? GIF_FAILED });
      } catch (error) {
        // A check the server answered with an error ends the download; a lost connection is asked again.
        if (isApiError(error) && error.status !== undefined) {
          return set({ status: 'failed', reason: failureReason(error) });
        }
      }
      if (Date.now() >= giveUpAt) return set({ status: 'failed', reason: GIF_TIMED_OUT });
      await wait(GIF_POLL_MS);
    }
  };
}
