import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule, DatabaseModule, EventBusModule, platformEntities } from '@chalktalk/platform';
import { TEAMS_CONFIG, type TeamsConfig } from './config';
import { DemoSeedModule } from './demo-seed/demo-seed.module';
import { teamsMigrations } from './migrations';
import { MembershipEntity } from './teams/membership.entity';
import { ProgramEntity } from './teams/program.entity';
import { TeamEntity } from './teams/team.entity';
import { TeamsModule } from './teams/teams.module';

export const TEAMS_SERVICE = 'teams';

export const teamsEntities = [...platformEntities, ProgramEntity, TeamEntity, MembershipEntity];

@Module({})
export class TeamsServiceModule {
  static forRoot(config: TeamsConfig): DynamicModule {
    return {
      module: TeamsServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: teamsEntities,
          migrations: teamsMigrations,
        }),
        EventBusModule.forRoot({
          service: TEAMS_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
        TeamsModule,
        DemoSeedModule,
      ],
      providers: [{ provide: TEAMS_CONFIG, useValue: config }],
      exports: [TEAMS_CONFIG],
    };
  }
}
