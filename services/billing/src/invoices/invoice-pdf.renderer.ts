import PDFDocument from 'pdfkit';
import type { BillingAddress } from '../payments/payments.port';
import type { InvoiceEntity } from '../subscriptions/invoice.entity';

/** Who the invoice is for, as the customer's billing details have it. */
export interface BilledTo {
  email: string;
  address: BillingAddress | null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number): string => usd.format(cents / 100);
const day = (iso: Date | string): string =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const MARGIN = 50;
const AMOUNT_WIDTH = 90;

/**
 * The invoice as a PDF, from the Stripe invoice billing recorded (its lines, total and amount paid), for servers
 * that give no invoice_pdf (localstripe). One page per ~30 lines (pdfkit breaks pages itself); standard fonts
 * only, so nothing is read from outside the package.
 */
export function renderInvoicePdf(
  invoice: InvoiceEntity,
  context: { entityName: string; billedTo: BilledTo | null },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Chalktalk invoice ${invoice.id}`, Author: 'Chalktalk', Subject: context.entityName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const amountX = MARGIN + width - AMOUNT_WIDTH;

  doc.font('Helvetica-Bold').fontSize(20).text('Chalktalk');
  doc.font('Helvetica').fontSize(14).text('Invoice').moveDown();
  doc.fontSize(10);
  doc.text(`Invoice number: ${invoice.id}`);
  doc.text(`Date: ${day(invoice.date)}`);
  doc.text(`Status: ${invoice.status === 'paid' ? 'Paid' : 'Open'}`);
  doc.text(`Subscription: ${context.entityName}`).moveDown();

  if (context.billedTo) {
    doc.font('Helvetica-Bold').text('Billed to');
    doc.font('Helvetica').text(context.billedTo.email);
    const address = context.billedTo.address;
    if (address) {
      doc.text(address.line1);
      if (address.line2) doc.text(address.line2);
      doc.text(`${address.city}, ${address.state} ${address.postalCode}`);
      doc.text(address.country === 'CA' ? 'Canada' : 'United States');
    }
    doc.moveDown();
  }

  const row = (left: string, right: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const y = doc.y;
    doc.text(left, MARGIN, y, { width: width - AMOUNT_WIDTH - 10 });
    const after = doc.y;
    doc.text(right, amountX, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#999999')
      .stroke();
    doc.y += 6;
  };

  row('Description', 'Amount', true);
  rule();
  for (const line of invoice.lines) {
    const period =
      line.periodEnd > line.periodStart ? ` (${day(line.periodStart)} – ${day(line.periodEnd)})` : '';
    row(`${line.description}${period}`, money(line.amountCents));
  }
  rule();
  row('Total', money(invoice.totalCents), true);
  row('Amount paid', money(invoice.amountPaidCents));
  row('Amount due', money(Math.max(0, invoice.totalCents - invoice.amountPaidCents)));
  doc.end();
  return done;
}
