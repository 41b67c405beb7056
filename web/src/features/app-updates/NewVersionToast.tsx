import { Button, Group, Notification, Portal } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { appUpdates, useAppUpdates } from './app-updates';

export const NEW_VERSION_TEXT = 'A new version of Chalktalk is available.';

/**
 * Spec 1 §2: "A toast offers a refresh when a new version is available." Unlike the 5-second alerts it stays
 * until the user refreshes or closes it: an update must not be missed because the user looked away.
 */
export function NewVersionToast() {
  const { newVersion, chunkFailed } = useAppUpdates();
  // The chunk dialog already asks for the refresh.
  if (!newVersion || chunkFailed) return null;
  return (
    <Portal>
      <Notification
        className="new-version-toast"
        role="status"
        title="New version"
        icon={<IconRefresh size={18} aria-hidden />}
        withBorder
        closeButtonProps={{ 'aria-label': 'Dismiss' }}
        onClose={appUpdates.dismissNewVersion}
        style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 400, maxWidth: 360 }}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <span>{NEW_VERSION_TEXT}</span>
          <Button size="xs" onClick={() => void appUpdates.refresh()}>
            Refresh
          </Button>
        </Group>
      </Notification>
    </Portal>
  );
}
