import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { baseConfigSchema } from '../config/config';
import { DatabaseModule } from '../database/database.module';
import { EventBusModule } from '../events/event-bus.module';
import { EVENT_BUS_OPTIONS, type EventBusModuleOptions } from '../events/event-bus.types';
import { SnapshotModule } from '../snapshot/snapshot.module';
import { serviceModule } from './service-module';

@Module({})
class RootModule {}
@Module({})
class FeatureModule {}

const config = {
  ...baseConfigSchema.parse({ JWKS_URL: 'http://127.0.0.1:1/jwks.json' }),
  DATABASE_URL: 'postgres://127.0.0.1:1/x',
};

// Built once: each forRoot registers TypeORM's default data source name, and a second one warns.
const built = serviceModule(RootModule, {
  service: 'render',
  config,
  configToken: 'RENDER_CONFIG',
  entities: [],
  migrations: [],
  eventBus: { kafka: { sessionTimeout: 90_000 } },
  imports: [FeatureModule],
});

describe('serviceModule', () => {
  it('imports database, bus, auth and the snapshot endpoint before the service modules, and provides and exports the config', () => {
    expect(built.module).toBe(RootModule);
    expect(built.global).toBe(true);
    const imports = built.imports as Array<{ module?: unknown }>;
    expect(imports.map((entry) => entry.module ?? entry)).toEqual([
      DatabaseModule,
      EventBusModule,
      AuthModule,
      SnapshotModule,
      FeatureModule,
    ]);
    expect(built.providers).toContainEqual({ provide: 'RENDER_CONFIG', useValue: config });
    expect(built.exports).toEqual(['RENDER_CONFIG']);
  });

  it('names the bus after the service and lets a service add bus settings', () => {
    const bus = (built.imports as Array<{ module?: unknown; providers?: unknown[] }>).find(
      (entry) => entry.module === EventBusModule,
    );
    const options = (bus?.providers as Array<{ provide: unknown; useValue?: EventBusModuleOptions }>).find(
      (provider) => provider.provide === EVENT_BUS_OPTIONS,
    )?.useValue;
    expect(options).toEqual({
      service: 'render',
      adapter: 'inprocess',
      brokers: undefined,
      kafka: { sessionTimeout: 90_000 },
    });
  });
});
