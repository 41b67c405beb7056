import { Alert, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { APP_VERSION } from '@chalktalk/domain';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useEdition } from '../../config/EditionContext';
import { useForceErrorMutation, useGetVersionQuery } from '../app-updates/mainApi';
import { ERROR_TESTS_TAPS } from './about-shortcut';

/** Rendered by the "Throw in the app" test: a render error, caught by the crash page like any other. */
function ThrowInRender(): never {
  throw new Error('Error test: thrown while rendering (about dialog)');
}

function ErrorTests() {
  const [forceError, { error, isLoading }] = useForceErrorMutation();
  const [throwNow, setThrowNow] = useState(false);
  const shown = isApiError(error) ? `${error.code}: ${error.message} (${error.ref})` : null;
  return (
    <Stack gap="xs" mt="md" aria-label="Error tests">
      <Text fw={600}>Error tests</Text>
      <Group gap="xs">
        <Button variant="light" color="red" onClick={() => setThrowNow(true)}>
          Throw in the app
        </Button>
        <Button variant="light" loading={isLoading} onClick={() => void forceError({ test: 'unexpected' })}>
          Server error
        </Button>
        <Button variant="light" loading={isLoading} onClick={() => void forceError({ test: 'G008' })}>
          Outdated version
        </Button>
      </Group>
      {shown && (
        <Alert color="red" role="alert" title="The server answered">
          {shown}
        </Alert>
      )}
      {throwNow && <ThrowInRender />}
    </Stack>
  );
}

/**
 * The hidden about dialog (spec 1 §2), opened by AboutShortcut: this app's version and the server's (main/version);
 * ten taps on the version reveal the error-test buttons, which call main/forceError.
 */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const { siteName } = useEdition();
  const [taps, setTaps] = useState(0);
  const { data: server } = useGetVersionQuery();
  return (
    <Modal opened onClose={onClose} title={`About ${siteName}`} centered>
      <UnstyledButton onClick={() => setTaps((count) => count + 1)} aria-label={`Version ${APP_VERSION}`}>
        <Text>Version {APP_VERSION}</Text>
      </UnstyledButton>
      {server && (
        <Text size="sm">
          Server {server.version}, deployed {new Date(server.deployedDate).toLocaleString()}
        </Text>
      )}
      {taps >= ERROR_TESTS_TAPS && <ErrorTests />}
    </Modal>
  );
}
