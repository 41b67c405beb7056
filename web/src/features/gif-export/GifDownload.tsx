import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { downloadGif, GIF_SAVE_BY_HAND } from './download-gif';
import {
  gifDownloadKey,
  manualGifDownloadChanged,
  selectGifDownload,
  selectManualGifDownload,
} from './gifDownloadsSlice';
import type { GifRequest } from './gifExportApi';
import { downloadUrl, gifFileName, playFileName } from './save-file';

interface GifDownloadProps {
  /** The play as it is known now (its entry in gifDownloads). */
  request: GifRequest;
  /**
   * Runs on press before the export, e.g. saving a modified play first (spec 2 §7); answers the
   * identifiers to export, or null to stop (the save failed and said so).
   */
  prepare?: () => Promise<GifRequest | null>;
}

/** The Download GIF action: export, estimated wait while it renders, then the preview and the links. */
export function GifDownload({ request, prepare }: GifDownloadProps) {
  const dispatch = useAppDispatch();
  const key = gifDownloadKey(request);
  const download = useAppSelector((state) => selectGifDownload(state, key));
  const saveByHand = useAppSelector(selectManualGifDownload) === key;
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || download?.status === 'starting' || download?.status === 'pending';

  const start = async () => {
    let target: GifRequest | null = request;
    if (prepare) {
      setPreparing(true);
      try {
        target = await prepare();
      } finally {
        setPreparing(false);
      }
    }
    if (target) await dispatch(downloadGif(target));
  };

  return (
    <div className="gif-download">
      <button type="button" className="button" disabled={busy} onClick={() => void start()}>
        Download GIF
      </button>
      {preparing && <span role="status">Saving the play…</span>}
      {download?.status === 'starting' && <span role="status">Starting the GIF…</span>}
      {download?.status === 'pending' && (
        <span role="status">
          Making the GIF… about {download.estimatedWait} {download.estimatedWait === 1 ? 'second' : 'seconds'}
        </span>
      )}
      {download?.status === 'failed' && (
        <p className="form-error" role="alert">
          {download.reason}
        </p>
      )}
      {download?.status === 'ready' && (
        <div className="gif-download__ready" role="group" aria-label="GIF ready">
          {download.previewUrl && (
            <img className="gif-download__preview" src={download.previewUrl} alt="GIF preview" width={200} />
          )}
          {saveByHand && download.gifUrl && <span role="status">{GIF_SAVE_BY_HAND}</span>}
          {download.gifUrl && (
            <a
              className="button"
              href={downloadUrl(download.gifUrl, gifFileName(request.name))}
              download={gifFileName(request.name)}
              onClick={() => {
                if (saveByHand) dispatch(manualGifDownloadChanged(null));
              }}
            >
              Save the GIF
            </a>
          )}
          {download.mp4Url && (
            <a
              className="button"
              href={downloadUrl(download.mp4Url, playFileName(request.name, 'mp4'))}
              download={playFileName(request.name, 'mp4')}
            >
              Save the MP4
            </a>
          )}
        </div>
      )}
    </div>
  );
}
