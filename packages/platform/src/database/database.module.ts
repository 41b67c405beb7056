import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PreparedSql } from './prepared-sql';

export interface DatabaseModuleOptions {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own option types
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  /** Connections in the pool; default 10. */
  poolSize?: number;
}

@Module({})
export class DatabaseModule {
  /**
   * The service's TypeORM DataSource on Postgres. The schema only ever changes through the committed
   * migrations, which run at boot (synchronize stays off).
   */
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      // Like TypeORM's DataSource, PreparedSql is for every feature module of the app.
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: options.url,
          entities: options.entities,
          migrations: options.migrations,
          synchronize: false,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          extra: { max: options.poolSize ?? 10 },
          // Nest's default is 9 retries 3 s apart; at boot a missing database should fail fast and loudly.
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
      providers: [PreparedSql],
      exports: [TypeOrmModule, PreparedSql],
    };
  }
}
