import { Injectable } from '@nestjs/common';
import { DemoSeedRepository } from './demo-seed.repository';

/**
 * Seed-only access for the embedded runner's demo data. Not reachable over HTTP: the runner resolves it from the
 * Nest app in-process. Real paid state arrives from billing; the demo has no billing, yet shows paid teams.
 */
@Injectable()
export class DemoSeedService {
  constructor(private readonly repository: DemoSeedRepository) {}

  async markProgramPaidForDemo(programId: string, plan: string): Promise<void> {
    if (!(await this.repository.markProgramPaid(programId, plan))) {
      throw new Error(`Demo seed: program ${programId} does not exist`);
    }
  }
}
