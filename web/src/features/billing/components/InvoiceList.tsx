import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { FormError } from '../../../components/FormOutcome';
import { useGetInvoicesQuery } from '../billingApi';
import type { BillingEntity, Invoice } from '../billing.types';
import { dateOf, dollars } from '../money';
import { InvoicePdfButton } from './InvoicePdfButton';

/** Each line in words: what it was for (plans and seats of a period, a prorated change, a discount) and when. */
function InvoicePurpose({ invoice }: { invoice: Invoice }) {
  return (
    <Stack gap={2}>
      {invoice.lines.map((line, index) => (
        <Text key={index} size="sm">
          {line.description || 'Subscription'}
          {line.periodStart !== line.periodEnd &&
            ` (${dateOf(line.periodStart)} – ${dateOf(line.periodEnd)})`}
        </Text>
      ))}
    </Stack>
  );
}

/** An entity's invoices: date, what each was for, total, status, and its PDF or payment page. */
export function InvoiceList({ entity }: { entity: BillingEntity }) {
  const { data, isError } = useGetInvoicesQuery(entity.id);
  if (isError) return <FormError message="The invoices could not be loaded." />;
  if (!data) return null;
  return (
    <DataTable
      label={`Invoices of ${entity.name}`}
      rows={data.invoices}
      rowKey={(invoice) => invoice.id}
      columns={[
        { key: 'date', header: 'Date', render: (invoice) => dateOf(invoice.date) },
        { key: 'for', header: 'For', render: (invoice) => <InvoicePurpose invoice={invoice} /> },
        { key: 'total', header: 'Total', render: (invoice) => dollars(invoice.total) },
        {
          key: 'status',
          header: 'Status',
          render: (invoice) => (invoice.status === 'paid' ? 'Paid' : 'Open'),
        },
        {
          key: 'pdf',
          header: 'Invoice',
          render: (invoice) => (
            <Group gap="xs" wrap="nowrap">
              <InvoicePdfButton invoice={invoice} />
              {invoice.status === 'paid' && (
                <Anchor component={Link} to={`/payment?l=${invoice.linkId}`}>
                  View
                </Anchor>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
