import { type DynamicModule, Module } from '@nestjs/common';
import { platformEntities, serviceModule } from '@chalktalk/platform';
import { BillingEventsModule } from './billing/billing-events.module';
import { BrandingModule } from './branding/branding.module';
import { TEAMS_CONFIG, type TeamsConfig } from './config';
import { DemoSeedModule } from './demo-seed/demo-seed.module';
import { FlagsModule } from './flags/flags.module';
import { InviteLinkEntity } from './invites/invite-link.entity';
import { InvitesModule } from './invites/invites.module';
import { JoinModule } from './join/join.module';
import { MembershipModule } from './membership/membership.module';
import { teamsMigrations } from './migrations';
import { ProgramsModule } from './programs/programs.module';
import { ProfileFlagGrantEntity } from './roster/profile-flag-grant.entity';
import { RosterEntryEntity } from './roster/roster-entry.entity';
import { RosterModule } from './roster/roster.module';
import { MembershipEntity } from './teams/membership.entity';
import { ProgramEntity } from './teams/program.entity';
import { TeamEntity } from './teams/team.entity';
import { TeamSnapshotsModule } from './team-snapshots/team-snapshots.module';
import { TeamsModule } from './teams/teams.module';

export const TEAMS_SERVICE = 'teams';

export const teamsEntities = [
  ...platformEntities,
  ProgramEntity,
  TeamEntity,
  MembershipEntity,
  RosterEntryEntity,
  InviteLinkEntity,
  ProfileFlagGrantEntity,
];

@Module({})
export class TeamsServiceModule {
  static forRoot(config: TeamsConfig): DynamicModule {
    return serviceModule(TeamsServiceModule, {
      service: TEAMS_SERVICE,
      config,
      configToken: TEAMS_CONFIG,
      entities: teamsEntities,
      migrations: teamsMigrations,
      imports: [
        TeamsModule,
        ProgramsModule,
        RosterModule,
        MembershipModule,
        JoinModule,
        InvitesModule,
        FlagsModule,
        BrandingModule,
        DemoSeedModule,
        BillingEventsModule,
        TeamSnapshotsModule,
      ],
    });
  }
}
