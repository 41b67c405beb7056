import type { BillingMailRequested } from '@chalktalk/contracts';
import type { MailRequest } from '../deliveries/deliveries.service';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The delivery for a billing mail; undefined for a kind this version does not know or no address. */
export function billingMail(
  m: BillingMailRequested,
  context: { eventId: string; webOrigin: string },
): MailRequest | undefined {
  const kind =
    m.kind === 'RECEIPT'
      ? 'billingReceipt'
      : m.kind === 'PAYMENT_FAILED'
        ? 'billingPaymentFailed'
        : undefined;
  if (!kind || !m.email.trim()) return undefined;
  return {
    eventId: context.eventId,
    accountId: m.ownerId || null,
    kind,
    recipient: m.email.trim().toLowerCase(),
    vars: {
      firstName: '',
      edition: 'hoops',
      webOrigin: context.webOrigin,
      teamName: m.entityName,
      amount: usd.format(Number(m.amountCents) / 100),
      url: `${context.webOrigin}${m.path.startsWith('/') ? m.path : `/${m.path}`}`,
    },
  };
}
