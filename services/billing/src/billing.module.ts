import { Module } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from './config';
import { InvoicePdfController } from './invoices/invoice-pdf.controller';
import { InvoicePdfService } from './invoices/invoice-pdf.service';
import { PAYMENTS } from './payments/payments.port';
import { StripePayments } from './payments/stripe-payments';
import { BillingController, ProgramSubscriptionController } from './subscriptions/billing.controller';
import { BillingRepository } from './subscriptions/billing.repository';
import { BillingService } from './subscriptions/billing.service';
import { EntityLedger } from './subscriptions/entity-ledger';
import { InvoiceTrigger } from './subscriptions/invoice-trigger';
import { LapseChecker } from './subscriptions/lapse-checker';
import { ProgramTeamsService } from './subscriptions/program-teams.service';
import { TeamsClient } from './subscriptions/teams-client';
import { TestClockService } from './subscriptions/test-clock.service';
import { WebhooksController } from './webhooks/webhooks.controller';
import { WebhooksService } from './webhooks/webhooks.service';

/** Subscriptions, invoices, cards and coupons on Stripe, and Stripe's webhooks. */
@Module({
  controllers: [BillingController, ProgramSubscriptionController, InvoicePdfController, WebhooksController],
  providers: [
    {
      provide: PAYMENTS,
      inject: [BILLING_CONFIG],
      useFactory: (config: BillingConfig) =>
        new StripePayments({
          // Without a key every call to Stripe is refused by it (B004); the service still boots.
          secretKey: config.STRIPE_SECRET_KEY ?? 'sk_unconfigured',
          apiUrl: config.STRIPE_API_URL,
          server: config.STRIPE_SERVER,
        }),
    },
    BillingRepository,
    EntityLedger,
    BillingService,
    InvoicePdfService,
    InvoiceTrigger,
    LapseChecker,
    ProgramTeamsService,
    TeamsClient,
    TestClockService,
    WebhooksService,
  ],
  exports: [BillingService, LapseChecker, WebhooksService, PAYMENTS],
})
export class BillingModule {}
