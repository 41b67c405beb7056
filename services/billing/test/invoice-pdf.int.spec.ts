import { describeWithLocalStripe } from '@chalktalk/platform/testing';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { BillingHarness } from './harness';

const h = new BillingHarness();

/** The PDF's pages and text as pdf.js reads them (a real parser: an invalid PDF fails here). */
function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pdf-text.mjs')],
      { encoding: 'utf8' },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || error.message)) : resolve(JSON.parse(stdout)),
    );
    child.stdin!.end(pdf);
  });
}

describeWithLocalStripe('invoice PDFs on localstripe', (server) => {
  beforeAll(() => h.start('billing_invoice_pdf', server()), 120_000);
  afterAll(() => h.stop());

  it('renders the invoice (lines, total, billed-to address) as a PDF when the Stripe server has none; owner only', async () => {
    const coach = randomUUID();
    await h.post(coach, 'billing/addPaymentMethod', {
      cardToken: await h.cardToken('4242424242424242'),
      billingAddress: {
        line1: '1 Main St',
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5V 2T6',
        country: 'CA',
      },
    });
    const created = await h.post(coach, 'teams/createProgramSubscription', {
      teamSettings: {
        name: 'Lakeside Lacrosse',
        billingFrequency: 'MONTHLY',
        teams: [
          { name: 'Varsity', sport: 'LACROSSE_MENS', plan: 'COMPLETE', addons: { COACHES: 1 } },
          { name: 'JV', sport: 'LACROSSE_MENS', plan: 'COMPLETE', addons: {} },
        ],
      },
    });
    expect([created.status, created.error]).toEqual([200, undefined]);
    const entityId = created.body.billingEntity.id;
    const [invoice] = (await h.get(coach, 'billing/getInvoices', { entityInvoices: entityId })).body.invoices;
    expect(invoice).toMatchObject({ status: 'paid', total: 63, pdfUrl: null });

    const reply = await h.getRaw(coach, 'billing/getInvoicePdf', { linkId: invoice.linkId });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(reply.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Invoice');
    expect(text).toContain(invoice.id);
    expect(text).toContain('Lakeside Lacrosse');
    expect(text).toContain('Toronto, ON M5V 2T6');
    for (const line of invoice.lines as { description: string; amount: number }[]) {
      expect(text).toContain(line.description);
      expect(text).toContain(`$${line.amount.toFixed(2)}`);
    }
    expect(text).toMatch(/Total\s+\$63\.00/);
    expect(text).toMatch(/Amount paid\s+\$63\.00/);

    const stranger = await h.getRaw(randomUUID(), 'billing/getInvoicePdf', { linkId: invoice.linkId });
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([403, 'G003']);
    const unknown = await h.getRaw(coach, 'billing/getInvoicePdf', { linkId: randomUUID() });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'G004']);
  });

  it("sends the browser to Stripe's own invoice PDF when Stripe made one", async () => {
    const coach = randomUUID();
    await h.post(coach, 'billing/addPaymentMethod', { cardToken: await h.cardToken('4242424242424242') });
    const entityId = (
      await h.post(coach, 'billing/addPersonalUnlimited', { settings: { billingFrequency: 'MONTHLY' } })
    ).body.billingEntity.id;
    const [invoice] = (await h.get(coach, 'billing/getInvoices', { entityInvoices: entityId })).body.invoices;
    // As api.stripe.com records it (localstripe has no invoice_pdf): the webhook stores Stripe's URL.
    const stripePdf = 'https://pay.stripe.com/invoice/acct_1/test_inv/pdf';
    await h.db.query(`UPDATE billing_invoices SET pdf_url = $1 WHERE link_id = $2`, [
      stripePdf,
      invoice.linkId,
    ]);
    const reply = await h.getRaw(coach, 'billing/getInvoicePdf', { linkId: invoice.linkId });
    expect([reply.statusCode, reply.headers.location]).toEqual([302, stripePdf]);
  });
});
