import { Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconGif } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormError } from '../../components/FormOutcome';
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
    <Stack gap="xs" align="flex-start" maw="100%">
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconGif size={18} aria-hidden />}
          disabled={busy}
          onClick={() => void start()}
        >
          Download GIF
        </Button>
        {busy && <Loader size="xs" aria-hidden />}
        {preparing && (
          <Text size="sm" role="status">
            Saving the play…
          </Text>
        )}
        {download?.status === 'starting' && (
          <Text size="sm" role="status">
            Starting the GIF…
          </Text>
        )}
        {download?.status === 'pending' && (
          <Text size="sm" role="status">
            Making the GIF… about {download.estimatedWait}{' '}
            {download.estimatedWait === 1 ? 'second' : 'seconds'}
          </Text>
        )}
      </Group>
      {download?.status === 'failed' && <FormError message={download.reason} />}
      {download?.status === 'ready' && (
        <Stack role="group" aria-label="GIF ready" gap="xs" align="flex-start" maw="100%">
          {download.previewUrl && (
            <Image src={download.previewUrl} alt="GIF preview" w={200} maw="100%" radius="sm" fit="contain" />
          )}
          {saveByHand && download.gifUrl && (
            <Text size="sm" role="status">
              {GIF_SAVE_BY_HAND}
            </Text>
          )}
          <Group gap="xs" wrap="wrap">
            {download.gifUrl && (
              <Button
                component="a"
                href={downloadUrl(download.gifUrl, gifFileName(request.name))}
                download={gifFileName(request.name)}
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => {
                  if (saveByHand) dispatch(manualGifDownloadChanged(null));
                }}
              >
                Save the GIF
              </Button>
            )}
            {download.mp4Url && (
              <Button
                component="a"
                variant="default"
                href={downloadUrl(download.mp4Url, playFileName(request.name, 'mp4'))}
                download={playFileName(request.name, 'mp4')}
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Save the MP4
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
