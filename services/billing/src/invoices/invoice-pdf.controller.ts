import type { z } from 'zod';
import { Controller, Get, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { loadSuccessfulInvoiceSchema } from '../subscriptions/billing.dto';
import { InvoicePdfService } from './invoice-pdf.service';

/** The reply surface this controller uses (Fastify's). */
interface PdfReply {
  status(code: number): PdfReply;
  header(name: string, value: string): PdfReply;
  redirect(url: string, code?: number): PdfReply;
  send(body: Buffer): PdfReply;
}

@Controller('api/billing')
export class InvoicePdfController {
  constructor(private readonly invoices: InvoicePdfService) {}

  /**
   * The invoice list's PDF link. A bearer call (the web app fetches it and hands the file to the browser), so no
   * signed link is needed; Stripe's own PDF is a redirect.
   */
  @Get('getInvoicePdf')
  async getInvoicePdf(
    @CurrentUser() user: AuthUser,
    @Input(loadSuccessfulInvoiceSchema) input: z.infer<typeof loadSuccessfulInvoiceSchema>,
    @Res() reply: PdfReply,
  ): Promise<void> {
    const pdf = await this.invoices.pdf(user, input.linkId);
    if (pdf.kind === 'stripe') {
      reply.redirect(pdf.url, 302);
      return;
    }
    reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.body.length))
      .header('content-disposition', `inline; filename="${pdf.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf.body);
  }
}
