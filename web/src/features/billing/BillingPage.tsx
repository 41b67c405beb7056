import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { planLabel } from '@chalktalk/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { DataTable } from '../../components/DataTable';
import { FormError, FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { usePageTitle } from '../../config/EditionContext';
import {
  useDeletePaymentMethodMutation,
  useGetAdminBillingQuery,
  useRetryPaymentMutation,
} from './billingApi';
import type { BillingEntity, Card } from './billing.types';
import { CardForm } from './components/CardForm';
import { InvoiceList } from './components/InvoiceList';
import { PersonalUnlimitedCard } from './components/PersonalUnlimitedCard';
import { periodEndOf, RenewalControl } from './components/RenewalControl';
import { dateOf, dollars } from './money';
import { useWaitForPaidTeams } from './paid-state';

/** Where a subscription stands, with the end of its period: when it renews, or until when it stays active. */
function renewalText(entity: BillingEntity): string {
  switch (entity.status) {
    case 'ACTIVE':
      return entity.nextPaymentDate ? `Renews on ${dateOf(entity.nextPaymentDate)}` : 'Renews';
    case 'PAST_DUE':
      return entity.paymentExpires
        ? `Payment failed · Paid through ${dateOf(entity.paymentExpires)}`
        : 'Payment failed';
    case 'DISABLED':
      return `Renewal cancelled · Active until ${periodEndOf(entity)}`;
    case 'CANCELLED':
      return 'Cancelled';
  }
}

function Subscription({ entity, highlighted }: { entity: BillingEntity; highlighted: boolean }) {
  const [retry, { isLoading }] = useRetryPaymentMutation();
  const [activating, setActivating] = useState(false);
  const waitForPaidTeams = useWaitForPaidTeams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <SectionCard
      title={entity.name}
      withBorder={true}
      bd={highlighted ? '2px solid var(--mantine-primary-color-filled)' : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge color={entity.paid ? 'green' : 'gray'} variant="filled">
            {entity.paid ? 'Active' : 'Inactive'}
          </Badge>
          <Text>
            {planLabel(entity.plan)} ·{' '}
            {entity.kind === 'PROGRAM' && `${entity.quantity} ${entity.quantity === 1 ? 'team' : 'teams'} · `}
            {dollars(entity.periodTotal)}
            {entity.billingFrequency === 'ANNUAL' ? '/yr' : '/mo'}
          </Text>
        </Group>
        <Text size="sm">{renewalText(entity)}</Text>
        {entity.pending && <Text size="sm">Your change takes effect on {dateOf(entity.pending.from)}.</Text>}
        <Group gap="sm">
          {entity.kind === 'PROGRAM' && (
            <Button
              component={Link}
              to={`/profile/subscriptions/manage/edit?e=${entity.id}`}
              variant="default"
              size="xs"
            >
              Change plan or seats
            </Button>
          )}
          {entity.status === 'PAST_DUE' && (
            <Button
              size="xs"
              loading={isLoading || activating}
              onClick={async () => {
                try {
                  const { billingEntity } = await retry({ entityId: entity.id }).unwrap();
                  // Went through once its teams read as paid again (a Personal Unlimited entity has no team).
                  setActivating(true);
                  if (billingEntity.kind === 'PROGRAM') await waitForPaidTeams(billingEntity.teams);
                  setActivating(false);
                  setOutcome({ ok: true, message: 'Your payment went through.' });
                } catch (caught) {
                  setOutcome({ ok: false, message: errorMessage(caught) });
                }
              }}
            >
              Retry payment
            </Button>
          )}
          <RenewalControl entity={entity} onOutcome={setOutcome} />
        </Group>
        <FormOutcome outcome={outcome} />
        <InvoiceList entity={entity} />
      </Stack>
    </SectionCard>
  );
}

function Cards({ cards }: { cards: Card[] }) {
  const [remove] = useDeletePaymentMethodMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <SectionCard title="Payment methods">
      {cards.length === 0 && <Text c="dimmed">No card on file.</Text>}
      {cards.length > 0 && (
        <DataTable
          label="Cards"
          rows={cards}
          rowKey={(card) => card.cardId}
          columns={[
            {
              key: 'card',
              header: 'Card',
              render: (card) => `${card.brand} ending in ${card.last4}${card.isDefault ? ' (default)' : ''}`,
            },
            { key: 'expires', header: 'Expires', render: (card) => `${card.expMonth}/${card.expYear}` },
            {
              key: 'remove',
              header: 'Remove',
              hiddenHeader: true,
              render: (card) => (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() =>
                    remove({ cardId: card.cardId })
                      .unwrap()
                      .catch((caught: unknown) => setError(errorMessage(caught)))
                  }
                >
                  Remove card ending in {card.last4}
                </Button>
              ),
            },
          ]}
        />
      )}
      <FormError message={error} />
    </SectionCard>
  );
}

/** /profile/subscriptions/billing?e=: what the user pays for, invoices (PDF links), cards and the billing address. */
export function BillingPage() {
  usePageTitle('Billing');
  const [params] = useSearchParams();
  // Read once: the shell may rewrite the query to add the active team (t=) and drop the rest.
  const [highlighted] = useState(() => params.get('e'));
  const { data, isLoading, isError } = useGetAdminBillingQuery();
  return (
    <Page
      title="Billing"
      actions={
        <Button component={Link} to="/profile/subscriptions/manage/create">
          Create subscription
        </Button>
      }
    >
      {isLoading && <Text c="dimmed">Loading billing…</Text>}
      {isError && <FormError message="Billing could not be loaded." />}
      {data && data.entities.length === 0 && <Text mb="md">You do not pay for any team yet.</Text>}
      {data?.entities.map((entity) => (
        <Subscription key={entity.id} entity={entity} highlighted={highlighted === entity.id} />
      ))}
      {data &&
        !data.entities.some(
          (entity) => entity.kind === 'PERSONAL_UNLIMITED' && (entity.paid || entity.status === 'PAST_DUE'),
        ) && <PersonalUnlimitedCard hasCard={data.cards.length > 0} />}
      {data && <Cards cards={data.cards} />}
      {data && <CardForm stripe={data.stripe} />}
    </Page>
  );
}
