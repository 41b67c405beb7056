import type { BillingMailRequested } from '@chalktalk/contracts';
import type { MailRequest } from '../deliveries/deliveries.service';
import type { MailKind } from '../mail/mail-templates';

/** billing's BillingMailRequested kinds and the mail each becomes. */
const BILLING_MAIL_KINDS: Partial<Record<string, MailKind>> = {
  RECEIPT: 'billingReceipt',
  PAYMENT_FAILED: 'billingPaymentFailed',
  CARD_EXPIRING: 'billingCardExpiring',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The delivery for a billing mail, in the edition of what it is about; undefined for a kind this version does not know or no address. */
export function billingMail(
  m: BillingMailRequested,
  context: { eventId: string; webOrigin: string; edition: string },
): MailRequest | undefined {
  const kind = BILLING_MAIL_KINDS[m.kind];
  if (!kind || !m.email.trim()) return undefined;
  return {
    eventId: context.eventId,
    accountId: m.ownerId || null,
    kind,
    recipient: m.email.trim().toLowerCase(),
    vars: {
      firstName: '',
      edition: context.edition,
      webOrigin: context.webOrigin,
      teamName: m.entityName,
      amount: usd.format(Number(m.amountCents) / 100),
      url: `${context.webOrigin}${m.path.startsWith('/') ? m.path : `/${m.path}`}`,
    },
  };
}
