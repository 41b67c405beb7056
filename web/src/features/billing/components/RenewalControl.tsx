import { Button } from '@mantine/core';
import { errorMessage } from '../../../api/api-error';
import type { Outcome } from '../../../components/FormOutcome';
import { useDisableSubscriptionMutation, useResumeSubscriptionMutation } from '../billingApi';
import type { BillingEntity } from '../billing.types';
import { dateOf } from '../money';

/** The last day a subscription is paid for: the end of the period its last payment covers. */
export const periodEndOf = (entity: BillingEntity): string =>
  dateOf(entity.paymentExpires ?? entity.nextPaymentDate);

/**
 * Cancel renewal (a subscription that renews: nothing more is charged, the teams stay active until the period's end)
 * and Resume renewal (a cancelled renewal, until that end): billing/disableSubscription and resumeSubscription.
 * Either is undone by the other, so neither asks for a confirmation; the outcome says what happens and when.
 */
export function RenewalControl({
  entity,
  onOutcome,
}: {
  entity: BillingEntity;
  onOutcome: (outcome: Outcome) => void;
}) {
  const [disable, disabling] = useDisableSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const change = async (renew: boolean) => {
    try {
      const { billingEntity } = await (renew ? resume : disable)({ entityId: entity.id }).unwrap();
      onOutcome({
        ok: true,
        message: renew
          ? `Renewal resumed. The next payment is on ${dateOf(billingEntity.nextPaymentDate)}.`
          : `Renewal cancelled. ${entity.name} stays active until ${periodEndOf(billingEntity)}.`,
      });
    } catch (caught) {
      onOutcome({ ok: false, message: errorMessage(caught) });
    }
  };
  if (entity.status === 'DISABLED')
    return (
      <Button size="xs" loading={resuming.isLoading} onClick={() => void change(true)}>
        Resume renewal
      </Button>
    );
  // A failed payment is retried (or the card replaced) first: cancelling would hide the retry.
  if (entity.status === 'ACTIVE')
    return (
      <Button variant="default" size="xs" loading={disabling.isLoading} onClick={() => void change(false)}>
        Cancel renewal
      </Button>
    );
  return null;
}
