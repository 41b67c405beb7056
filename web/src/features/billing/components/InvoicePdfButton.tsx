import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { useLazyGetInvoicePdfQuery } from '../billingApi';
import type { Invoice } from '../billing.types';

/**
 * The invoice's PDF: Stripe's own when it made one (a plain link), otherwise billing's rendering, fetched with the
 * session's token (a bare link would carry none) and handed to the browser as a file.
 */
export function InvoicePdfButton({ invoice }: { invoice: Invoice }) {
  const [load, { isFetching }] = useLazyGetInvoicePdfQuery();
  const [error, setError] = useState<string | null>(null);
  if (invoice.pdfUrl)
    return (
      <Anchor href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
        PDF
      </Anchor>
    );
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={isFetching}
        aria-label={`PDF of the invoice of ${new Date(invoice.date).toDateString()}`}
        onClick={async () => {
          setError(null);
          try {
            const url = await load(invoice.linkId).unwrap();
            const link = document.createElement('a');
            link.href = url;
            link.download = `chalktalk-invoice-${invoice.date.slice(0, 10)}.pdf`;
            link.click();
            // The browser has taken the file once the click is handled.
            setTimeout(() => URL.revokeObjectURL(url), 60_000);
          } catch (caught) {
            setError(errorMessage(caught));
          }
        }}
      >
        PDF
      </Button>
      <FormError message={error} />
    </>
  );
}
