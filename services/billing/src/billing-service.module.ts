import { type DynamicModule, Module } from '@nestjs/common';
import {
  platformEntities,
  serviceModule,
  teamProjectionEntities,
  TeamProjectionModule,
} from '@chalktalk/platform';
import { BillingModule } from './billing.module';
import { BILLING_CONFIG, type BillingConfig } from './config';
import { billingMigrations } from './migrations';
import { StripeEventEntity } from './webhooks/stripe-event.entity';
import { BillingCustomerEntity } from './subscriptions/billing-customer.entity';
import { BillingEntity } from './subscriptions/billing-entity.entity';
import { InvoiceEntity } from './subscriptions/invoice.entity';

export const BILLING_SERVICE = 'billing';

export const billingEntities = [
  ...platformEntities,
  ...teamProjectionEntities,
  BillingEntity,
  BillingCustomerEntity,
  InvoiceEntity,
  StripeEventEntity,
];

@Module({})
export class BillingServiceModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return serviceModule(BillingServiceModule, {
      service: BILLING_SERVICE,
      config,
      configToken: BILLING_CONFIG,
      entities: billingEntities,
      migrations: billingMigrations,
      imports: [TeamProjectionModule, BillingModule],
    });
  }
}
