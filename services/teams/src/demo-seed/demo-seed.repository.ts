import { Injectable } from '@nestjs/common';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { ProgramEntity } from '../teams/program.entity';
import { teamUpdated } from '../teams/team-events';
import { TeamEntity } from '../teams/team.entity';

@Injectable()
export class DemoSeedRepository {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Marks a program and all its teams paid on a plan, billing-exempt (no price: add-ons may be set by hand), and
   * announces each team's new state (TeamUpdated), as billing will; false when the program does not exist.
   */
  markProgramPaid(programId: string, plan: string, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const program = await manager.getRepository(ProgramEntity).findOneBy({ id: programId });
      if (!program) return false;
      // Nobody pays for the demo: billing-exempt, so its admins may still try add-ons on the manage-teams page.
      await manager
        .getRepository(ProgramEntity)
        .update({ id: programId }, { paid: true, plan, billingExempt: true });
      await manager.getRepository(TeamEntity).update({ programId }, { paid: true, plan });
      for (const team of await manager.getRepository(TeamEntity).findBy({ programId }))
        await this.outbox.append(manager, teamUpdated(team, program.admins, now));
      return true;
    });
  }
}
