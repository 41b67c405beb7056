import { SAVE_CONFLICT_MESSAGES } from '@chalktalk/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A save refused because someone else saved a newer version meanwhile (G010). The form keeps the user's changes;
 * this offers the two ways on: load the latest version (dropping them) or save them over it. Red as the form's
 * other failures (FormError): the orange of Mantine's light alert title failed axe's contrast check.
 */
export function SaveConflictAlert(props: {
  onLoadLatest: () => void;
  onOverwrite: () => void;
  busy?: boolean;
}) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      mb="md"
      title={SAVE_CONFLICT_MESSAGES.changedElsewhere}
    >
      <Text size="sm" mb="xs">
        {SAVE_CONFLICT_MESSAGES.keptYours}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={props.onLoadLatest} disabled={props.busy}>
          {SAVE_CONFLICT_MESSAGES.loadLatest}
        </Button>
        <Button size="xs" onClick={props.onOverwrite} loading={props.busy}>
          {SAVE_CONFLICT_MESSAGES.overwrite}
        </Button>
      </Group>
    </Alert>
  );
}
