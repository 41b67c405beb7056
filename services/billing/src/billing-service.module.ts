import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  DatabaseModule,
  EventBusModule,
  platformEntities,
  TeamProjectionModule,
  teamProjectionEntities,
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
    return {
      module: BillingServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: billingEntities,
          migrations: billingMigrations,
        }),
        EventBusModule.forRoot({
          service: BILLING_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
        TeamProjectionModule,
        BillingModule,
      ],
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}
