import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { usePageTitle } from '../../config/EditionContext';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { AddEndpointForm } from './components/AddEndpointForm';
import { DeliveryLog } from './components/DeliveryLog';
import { EndpointCard } from './components/EndpointCard';
import { SecretReveal } from './components/SecretReveal';
import { useGetWebhookEndpointsQuery, useGetWebhookEventTypesQuery, type WithSecret } from './webhooksApi';

/**
 * A program's partner webhooks (issue 21), beside the program's settings on Manage teams: endpoints, a secret
 * shown once (and rotated), the delivery log and replays. `?p=` names the program.
 */
export function WebhooksPage() {
  usePageTitle('Webhooks');
  const [params] = useSearchParams();
  const programId = params.get('p') ?? '';
  const { data: teams } = useRetrieveTeamsQuery();
  const program = teams?.programs?.find((candidate) => candidate.id === programId);
  const { data, isLoading, isError } = useGetWebhookEndpointsQuery(programId, { skip: !programId });
  const { data: types } = useGetWebhookEventTypesQuery();
  const [issued, setIssued] = useState<WithSecret | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const endpoints = data?.endpoints ?? [];
  const selected = endpoints.find((endpoint) => endpoint.id === selectedId);

  return (
    <Page title={program ? `Webhooks: ${program.name}` : 'Webhooks'}>
      <Anchor component={Link} to="/profile/subscriptions/manage" size="sm" mb="md" display="inline-block">
        Back to Manage teams
      </Anchor>
      <Text mb="md">
        Partner systems receive this program&apos;s team changes as signed requests (Standard Webhooks),
        retried for three days when they are down.
      </Text>
      {isError && <Text c="red.8">You cannot manage the webhooks of this program.</Text>}
      {issued && (
        <SecretReveal secret={issued.secret} url={issued.endpoint.url} onDone={() => setIssued(null)} />
      )}
      <SectionCard title="Endpoints">
        {isLoading && <Text c="dimmed">Loading…</Text>}
        {data && endpoints.length === 0 && <Text c="dimmed">No endpoints yet.</Text>}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Endpoints">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              selected={endpoint.id === selectedId}
              onSelect={() => setSelectedId(endpoint.id === selectedId ? null : endpoint.id)}
              onRotated={setIssued}
            />
          ))}
        </Stack>
      </SectionCard>
      {selected && <DeliveryLog endpoint={selected} />}
      {programId && !isError && types && (
        <AddEndpointForm
          programId={programId}
          eventTypes={types.eventTypes}
          onAdded={(added) => {
            setIssued(added);
            setSelectedId(added.endpoint.id);
          }}
        />
      )}
    </Page>
  );
}
