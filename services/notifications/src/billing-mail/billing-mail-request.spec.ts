import { BillingMailRequestedSchema, create } from '@chalktalk/contracts';
import { renderMail } from '../mail/mail-templates';
import { billingMail } from './billing-mail-request';

const context = { eventId: 'e1', webOrigin: 'https://hoops.test', edition: 'hoops' };
const request = (kind: string) =>
  create(BillingMailRequestedSchema, {
    kind,
    ownerId: '7e1109c2-394a-4330-98f8-0094b0e3c72d',
    email: ' Coach@Example.com ',
    entityName: 'Harbor Lacrosse',
    amountCents: 6000n,
    path: '/payment?l=abc',
  });

describe('billing mails', () => {
  it('mails the owner a receipt with the amount and the invoice link', () => {
    const mail = billingMail(request('RECEIPT'), context)!;
    expect(mail).toMatchObject({ kind: 'billingReceipt', recipient: 'coach@example.com' });
    const rendered = renderMail(mail.kind, mail.vars);
    expect(rendered.subject).toBe('Your Chalktalk Hoops receipt for Harbor Lacrosse');
    expect(rendered.text).toContain('we received your payment of $60.00 for Harbor Lacrosse');
    expect(rendered.text).toContain('View the invoice: https://hoops.test/payment?l=abc');
  });

  it('mails a failed payment with the way to fix it, and ignores unknown kinds', () => {
    const mail = billingMail(request('PAYMENT_FAILED'), context)!;
    const rendered = renderMail(mail.kind, mail.vars);
    expect(rendered.subject).toBe('Your Chalktalk Hoops payment failed');
    expect(rendered.text).toContain('We could not charge $60.00 for Harbor Lacrosse');
    expect(billingMail(request('SOMETHING_NEW'), context)).toBeUndefined();
  });

  it('tells the owner the paying card expires, with the billing page to replace it', () => {
    const mail = billingMail(
      { ...request('CARD_EXPIRING'), amountCents: 0n, path: '/profile/subscriptions/billing?e=ent-1' },
      context,
    )!;
    expect(mail.kind).toBe('billingCardExpiring');
    const rendered = renderMail(mail.kind, mail.vars);
    expect(rendered.subject).toBe('The card for your Chalktalk Hoops subscription expires soon');
    expect(rendered.text).toContain(
      'The card that pays for Harbor Lacrosse expires at the end of this month.',
    );
    expect(rendered.text).toContain(
      'Update your card: https://hoops.test/profile/subscriptions/billing?e=ent-1',
    );
  });

  it('names the edition of what the mail is about in every billing mail, not the default one', () => {
    for (const [edition, siteName] of [
      ['lacrosse', 'Chalktalk Lacrosse'],
      ['football', 'Chalktalk Football'],
    ] as const) {
      const subjects = ['RECEIPT', 'PAYMENT_FAILED', 'CARD_EXPIRING'].map((kind) => {
        const rendered = renderMail(...mailOf(billingMail(request(kind), { ...context, edition })!));
        expect(rendered.text).toContain(`— The ${siteName} team`);
        expect(rendered.html).toContain(siteName);
        expect(rendered.text).not.toContain('Hoops');
        return rendered.subject;
      });
      expect(subjects).toEqual([
        `Your ${siteName} receipt for Harbor Lacrosse`,
        `Your ${siteName} payment failed`,
        `The card for your ${siteName} subscription expires soon`,
      ]);
    }
  });
});

const mailOf = (mail: { kind: Parameters<typeof renderMail>[0]; vars: Parameters<typeof renderMail>[1] }) =>
  [mail.kind, mail.vars] as const;
