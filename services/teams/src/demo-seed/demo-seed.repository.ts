import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProgramEntity } from '../teams/program.entity';
import { TeamEntity } from '../teams/team.entity';

@Injectable()
export class DemoSeedRepository {
  constructor(private readonly db: DataSource) {}

  /** Marks a program and all its teams paid on a plan; false when the program does not exist. */
  markProgramPaid(programId: string, plan: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const updated = await manager
        .getRepository(ProgramEntity)
        .update({ id: programId }, { paid: true, plan });
      if (!updated.affected) return false;
      await manager.getRepository(TeamEntity).update({ programId }, { paid: true, plan });
      return true;
    });
  }
}
