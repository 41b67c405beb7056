import '@mantine/dates/styles.css';
import { Anchor, Box, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { isRsvpStatus } from '@chalktalk/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError, FormOutcome } from '../../components/FormOutcome';
import { usePageTitle } from '../../config/EditionContext';
import { RSVP_LABELS } from './event-labels';
import { useAnswerRsvpLinkMutation } from './scheduleApi';

const INVALID = 'This link is invalid or expired.';

/**
 * /schedule/update-rsvp?r&s&k: the mailed one-click answer. It works signed out: the signed, expiring key (k) is
 * bound to the person and the event (r); s is the answer chosen in the mail.
 */
export function UpdateRsvpPage() {
  usePageTitle('RSVP');
  const [params] = useSearchParams();
  const r = params.get('r') ?? '';
  const s = params.get('s') ?? '';
  const k = params.get('k') ?? '';
  const [answer, result] = useAnswerRsvpLinkMutation();
  const sent = useRef(false);
  const valid = Boolean(r && k && isRsvpStatus(s));

  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    void answer({ r, s: s as 'GOING', k });
  }, [valid, answer, r, s, k]);

  const event = result.data?.event;
  return (
    <Box component="main" maw={520} mx="auto" p="md">
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Title order={1} size="h2">
            RSVP
          </Title>
          {!valid && <FormError message={INVALID} />}
          {valid && result.isLoading && (
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text role="status">Saving your answer…</Text>
            </Stack>
          )}
          {result.isError && (
            <FormError message={(result.error as { message?: string } | undefined)?.message ?? INVALID} />
          )}
          {event && result.data && (
            <>
              <FormOutcome
                outcome={{ ok: true, message: `Your answer was saved: ${RSVP_LABELS[result.data.status]}` }}
              />
              <Text>
                {event.teamName}:{' '}
                {event.title ||
                  (event.opponent ? `Game vs ${event.opponent}` : event.eventType.toLowerCase())}
              </Text>
              <Text size="sm">{event.when}</Text>
              <Anchor component={Link} to={`/schedule?t=${event.teamId}&ev=${event.id}`} c="brand">
                Open the schedule
              </Anchor>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
