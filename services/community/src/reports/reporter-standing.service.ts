import { Injectable } from '@nestjs/common';
import { type ReporterStanding, reportWeight } from '@chalktalk/domain';
import { TeamDirectory } from '@chalktalk/platform';
import type { CommunityProfileEntity } from '../profiles/community-profile.entity';
import { ReportsRepository } from './reports.repository';

const DAY_MS = 86_400_000;

/** A reporter's standing (domain report-standing) from what community knows: profile, team projection, history. */
@Injectable()
export class ReporterStandings {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly teams: TeamDirectory,
  ) {}

  async weightOf(profile: CommunityProfileEntity, now: Date): Promise<number> {
    return reportWeight(await this.standingOf(profile, now));
  }

  async standingOf(profile: CommunityProfileEntity, now: Date): Promise<ReporterStanding> {
    const [history, paidAffiliation] = await Promise.all([
      this.reports.history(profile.userId),
      this.paidAffiliation(profile.userId),
    ]);
    return {
      profileAgeDays: (now.getTime() - profile.createdAt.getTime()) / DAY_MS,
      paidAffiliation,
      upheldReports: history.upheld,
      rejectedReports: history.rejected,
    };
  }

  /** A joined member of a paid team, or an admin of a program with a paid team. */
  private async paidAffiliation(userId: string): Promise<boolean> {
    const memberships = await this.teams.membershipsOf(userId);
    if (memberships.some((m) => !m.pending && m.paid)) return true;
    for (const programId of await this.teams.programsAdministeredBy(userId))
      if ((await this.teams.teamsOfProgram(programId)).some((team) => team.paid)) return true;
    return false;
  }
}
