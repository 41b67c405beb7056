import { Anchor, Box, Button, Group, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../config/EditionContext';
import { MailItem } from './components/MailItem';
import { useGetMailboxQuery } from './devMailboxApi';

/** New mail arrives a moment after the action that sent it; polling keeps the list current. */
const POLL_MS = 2000;

/**
 * /dev/mailbox: the mail the embedded product "sent", caught by its local SMTP sink, so signup,
 * verification and password reset work on a laptop with no mail server.
 */
export function DevMailboxPage() {
  usePageTitle('Dev Mailbox');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const { data, error, isLoading, refetch } = useGetMailboxQuery(undefined, { pollingInterval: POLL_MS });

  const onFilter = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('to', value);
        else next.delete('to');
        return next;
      },
      { replace: true },
    );

  const needle = to.trim().toLowerCase();
  const messages = [...(data?.messages ?? [])]
    .filter((mail) => !needle || mail.to.toLowerCase().includes(needle))
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));

  return (
    <Box component="section" maw={900} mx="auto" p="md">
      <Title order={1} size="h2">
        Dev mailbox
      </Title>
      <Anchor component={Link} to="/feed" display="inline-block" my="sm">
        Back to the app
      </Anchor>
      {error && !data ? (
        <Text c="dimmed">
          There is no dev mailbox here. It exists only when the product runs in embedded mode.
        </Text>
      ) : (
        <>
          <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
            <TextInput
              label="Recipient"
              type="search"
              style={{ flex: '1 1 14rem' }}
              value={to}
              placeholder="Filter by address"
              onChange={(event) => onFilter(event.currentTarget.value)}
            />
            <Button variant="default" onClick={() => void refetch()}>
              Refresh
            </Button>
          </Group>
          {isLoading && <Text c="dimmed">Loading mail…</Text>}
          {data && messages.length === 0 && <Text c="dimmed">No mail yet.</Text>}
          {messages.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </>
      )}
    </Box>
  );
}
