import { Alert, Anchor, Button, Code, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { FormError } from '../../components/FormOutcome';
import { CRASH_PAGE_MESSAGES, errorCodeLine, TIMINGS } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { useEdition } from '../../config/EditionContext';
import type { CrashDetails } from './crash-details';
import { useSendDeveloperNoteMutation } from './crashApi';

/** Spec 1 §8: refresh reloads after 1 second. */
export const RELOAD_DELAY_MS = TIMINGS.crashPageReloadDelayMs;

function DeveloperNoteForm({ details }: { details: CrashDetails }) {
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [send, { isLoading }] = useSendDeveloperNoteMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    setFailed(false);
    try {
      await send({
        note: note.trim(),
        error: `${details.code}-${details.ref}: ${details.message ?? ''}`,
      }).unwrap();
      setSent(true);
    } catch {
      setFailed(true);
    }
  };

  if (sent) {
    return (
      <Alert role="status" color="green" variant="light">
        {CRASH_PAGE_MESSAGES.developerNoteThanks}
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="sm" align="flex-start">
        <Textarea
          label={CRASH_PAGE_MESSAGES.developerNotePrompt}
          placeholder="Add Note"
          minRows={3}
          autosize
          w="100%"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {failed && <FormError message="Your note could not be sent. Please try again." />}
        <Button type="submit" loading={isLoading} disabled={!note.trim()}>
          Send
        </Button>
      </Stack>
    </form>
  );
}

const reloadPage = () => window.location.reload();

export function CrashPage({ details, reload = reloadPage }: { details: CrashDetails; reload?: () => void }) {
  const { supportEmail } = useEdition();
  const [reloading, setReloading] = useState(false);

  const refresh = () => {
    setReloading(true);
    setTimeout(reload, RELOAD_DELAY_MS);
  };

  return (
    <Stack role="alert" maw={560} mx="auto" my={48} px="md" gap="md">
      <Title order={1} size="h2">
        {details.message ?? CRASH_PAGE_MESSAGES.fallback}
      </Title>
      <Text>
        {details.extendedMessage ?? (
          <>
            If this keeps happening, contact us at{' '}
            <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
          </>
        )}
      </Text>
      <Code>{errorCodeLine(`${details.code}-${details.ref}`)}</Code>
      <DeveloperNoteForm details={details} />
      <Group gap="sm">
        <Button variant="default" onClick={refresh} disabled={reloading}>
          {reloading ? 'Refreshing…' : 'Refresh'}
        </Button>
        {/* A full page load: the crashed tree may hold broken state. */}
        <Button component="a" href="/feed">
          Home
        </Button>
      </Group>
    </Stack>
  );
}
