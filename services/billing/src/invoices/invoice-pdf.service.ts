import { Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { BillingRepository } from '../subscriptions/billing.repository';
import { OWNER_ONLY } from '../subscriptions/billing.service';
import { renderInvoicePdf } from './invoice-pdf.renderer';

export type InvoicePdf =
  { kind: 'stripe'; url: string } | { kind: 'rendered'; fileName: string; body: Buffer };

/**
 * billing/getInvoicePdf: Stripe's own invoice PDF when the Stripe server made one (invoice_pdf), otherwise the
 * invoice rendered here from the invoice data billing recorded from Stripe. The entity's owner only.
 */
@Injectable()
export class InvoicePdfService {
  constructor(private readonly repository: BillingRepository) {}

  async pdf(user: AuthUser, linkId: string): Promise<InvoicePdf> {
    const invoice = await this.repository.invoiceByLink(linkId);
    if (!invoice) throw new AppError('G004');
    const entity = await this.repository.entity(invoice.entityId);
    if (!entity) throw new AppError('G004');
    if (entity.ownerId !== user.id) throw new AppError('G003', { message: OWNER_ONLY });
    if (invoice.pdfUrl) return { kind: 'stripe', url: invoice.pdfUrl };
    const customer = await this.repository.customer(entity.ownerId);
    const body = await renderInvoicePdf(invoice, {
      entityName: entity.name,
      billedTo: customer ? { email: customer.email, address: customer.billingAddress } : null,
    });
    return {
      kind: 'rendered',
      fileName: `chalktalk-invoice-${invoice.date.toISOString().slice(0, 10)}.pdf`,
      body,
    };
  }
}
