import type { DynamicModule, ModuleMetadata, Provider, Type } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import type { AuthModuleOptions } from '../auth/auth.types';
import type { BaseConfig } from '../config/config';
import { DatabaseModule, type DatabaseModuleOptions } from '../database/database.module';
import { EventBusModule } from '../events/event-bus.module';
import type { EventBusModuleOptions } from '../events/event-bus.types';
import { SnapshotModule } from '../snapshot/snapshot.module';

/** What a service's root module adds to the platform's common imports. */
export interface ServiceModuleSpec<C extends BaseConfig & { DATABASE_URL: string }> {
  /** The service name: the event envelopes' source and the consumer group. */
  service: string;
  config: C;
  /** The token the service's own providers read its configuration under (exported to every module). */
  configToken: string | symbol;
  entities: DatabaseModuleOptions['entities'];
  migrations: DatabaseModuleOptions['migrations'];
  /** Event bus settings beyond adapter and brokers (render's Kafka session timeout). */
  eventBus?: Partial<Omit<EventBusModuleOptions, 'service' | 'adapter' | 'brokers'>>;
  /** Token verification other than the JWKS at JWKS_URL (identity verifies with its own keys). */
  auth?: Partial<AuthModuleOptions>;
  /** The service's own modules, after the platform's (the team projection first where a service keeps one). */
  imports?: ModuleMetadata['imports'];
  controllers?: Type<unknown>[];
  providers?: Provider[];
  exports?: ModuleMetadata['exports'];
}

/**
 * A service's global root module: its database (migrations run at boot, one transaction each), the event bus
 * (outbox relay and inbox consumers), bearer-token auth, its configuration under its token, then its own modules.
 * The order is the boot order every service had written out by hand: the database before the bus (the relay and
 * the inbox use it), auth before feature modules (guards resolve at their registration).
 */
export function serviceModule<C extends BaseConfig & { DATABASE_URL: string }>(
  module: Type<unknown>,
  spec: ServiceModuleSpec<C>,
): DynamicModule {
  const { config } = spec;
  return {
    module,
    global: true,
    imports: [
      DatabaseModule.forRoot({
        url: config.DATABASE_URL,
        entities: spec.entities,
        migrations: spec.migrations,
      }),
      EventBusModule.forRoot({
        service: spec.service,
        adapter: config.EVENT_BUS,
        brokers: config.KAFKA_BROKERS,
        ...spec.eventBus,
      }),
      AuthModule.forRoot({
        jwksUrl: config.JWKS_URL,
        issuer: config.JWT_ISSUER,
        audience: config.JWT_AUDIENCE,
        ...spec.auth,
      }),
      // GET /internal/snapshot/<topic>: the service's @SnapshotSource providers, for consumers rebuilding state.
      SnapshotModule.forRoot({ credential: config.INTERNAL_API_TOKEN }),
      ...(spec.imports ?? []),
    ],
    controllers: spec.controllers ?? [],
    providers: [{ provide: spec.configToken, useValue: config }, ...(spec.providers ?? [])],
    exports: [spec.configToken, ...(spec.exports ?? [])],
  };
}
