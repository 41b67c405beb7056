import { ChunkLoadDialog } from './ChunkLoadDialog';
import { NewVersionToast } from './NewVersionToast';
import { FIRST_VERSION_CHECK_MS, useVersionCheck } from './use-version-check';

/** The shell's update notices: main/version polling, the new-version toast and the chunk-load dialog. */
export function AppUpdates({
  versionCheckAfterMs = FIRST_VERSION_CHECK_MS,
}: {
  versionCheckAfterMs?: number;
}) {
  useVersionCheck(versionCheckAfterMs);
  return (
    <>
      <NewVersionToast />
      <ChunkLoadDialog />
    </>
  );
}
