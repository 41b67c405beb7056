import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { type BillingPeriod, FREE_PLAYS, formatPrice, planPrice } from '@chalktalk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useAddPersonalUnlimitedMutation } from '../billingApi';

/**
 * Personal Unlimited (its own subscription): every play of the personal playbook, not just the first FREE_PLAYS.
 * Offered while the user has none that is paid; paid with the default card.
 */
export function PersonalUnlimitedCard({ hasCard }: { hasCard: boolean }) {
  const [frequency, setFrequency] = useState<BillingPeriod>('MONTHLY');
  const [buy, { isLoading }] = useAddPersonalUnlimitedMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <SectionCard title="Personal Unlimited">
      <Stack gap="sm">
        <Text>
          Every play in your personal playbook, not just the first {FREE_PLAYS}. Its own subscription,
          separate from your teams.
        </Text>
        <SegmentedControl
          aria-label="Personal Unlimited billing frequency"
          value={frequency}
          onChange={(value) => setFrequency(value as BillingPeriod)}
          data={[
            {
              value: 'MONTHLY',
              label: `Monthly ${formatPrice(planPrice('PERSONAL_UNLIMITED', 'MONTHLY'), 'MONTHLY')}`,
            },
            {
              value: 'ANNUAL',
              label: `Annual ${formatPrice(planPrice('PERSONAL_UNLIMITED', 'ANNUAL'), 'ANNUAL')}`,
            },
          ]}
        />
        {!hasCard && <Text size="sm">Add a card below first.</Text>}
        <Button
          disabled={!hasCard}
          loading={isLoading}
          onClick={async () => {
            try {
              await buy({ settings: { billingFrequency: frequency } }).unwrap();
              setOutcome({ ok: true, message: 'Personal Unlimited is active.' });
            } catch (caught) {
              setOutcome({ ok: false, message: errorMessage(caught) });
            }
          }}
        >
          Buy Personal Unlimited
        </Button>
        <FormOutcome outcome={outcome} />
      </Stack>
    </SectionCard>
  );
}
