import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { usePageTitle } from '../../config/EditionContext';
import { useLoadSuccessfulInvoiceQuery } from './billingApi';
import { dateOf, dollars } from './money';

/** Shown on /payment without an invoice or a failed payment to show (a bookmark, a link missing its id). */
export const NO_PAYMENT_TO_SHOW =
  'There is no payment to show here. Your invoices are listed on your billing page.';

/** /payment?l= a successful invoice; ?e= a payment that failed. */
export function PaymentPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  // Read once: the shell may rewrite the query to add the active team (t=) and drop the rest.
  const [{ linkId, failed }] = useState(() => ({ linkId: params.get('l') ?? '', failed: params.has('e') }));
  const { data, isError } = useLoadSuccessfulInvoiceQuery(linkId, { skip: !linkId });
  return (
    <Page title="Payment" narrow>
      {failed && (
        <FormError message="Your payment could not be completed. Please check your payment method and try again." />
      )}
      {isError && <FormError message="This invoice could not be found." />}
      {!linkId && !failed && <Text>{NO_PAYMENT_TO_SHOW}</Text>}
      {data && (
        <SectionCard title={`Invoice of ${dateOf(data.invoice.date)}`}>
          <Stack gap="xs">
            <Text role="status">Thank you: {dollars(data.invoice.amountPaid)} paid.</Text>
            <DataTable
              label="Invoice lines"
              rows={data.invoice.lines.map((line, index) => ({ ...line, index }))}
              rowKey={(line) => String(line.index)}
              columns={[
                { key: 'description', header: 'Item', render: (line) => line.description || 'Subscription' },
                {
                  key: 'period',
                  header: 'Period',
                  render: (line) => `${dateOf(line.periodStart)} – ${dateOf(line.periodEnd)}`,
                },
                { key: 'amount', header: 'Amount', render: (line) => dollars(line.amount) },
              ]}
            />
            {data.invoice.pdfUrl && (
              <Anchor href={data.invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
                Download the invoice (PDF)
              </Anchor>
            )}
          </Stack>
        </SectionCard>
      )}
      <Anchor component={Link} to="/profile/subscriptions/billing">
        Back to billing
      </Anchor>
    </Page>
  );
}
