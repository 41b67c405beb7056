import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { PlaysModule } from '../plays/plays.module';
import { ContributorsModule } from '../profiles/contributors.module';
import { ReactionsModule } from '../reactions/reactions.module';
import { ReporterStandings } from './reporter-standing.service';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

@Module({
  imports: [ContributorsModule, PlaysModule, ReactionsModule, TeamProjectionModule],
  controllers: [ReportsController],
  providers: [ReportsRepository, ReporterStandings, ReportsService],
  exports: [ReportsRepository],
})
export class ReportsModule {}
