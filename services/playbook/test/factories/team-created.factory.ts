import { randomUUID } from 'node:crypto';
import type { ProjectedTeam } from '../../src/team-projection/team-projection.types';

/** A team as TeamCreated describes it. */
export function newProjectedTeam(overrides: Partial<ProjectedTeam> = {}): ProjectedTeam {
  return {
    teamId: randomUUID(),
    programId: randomUUID(),
    ownerId: randomUUID(),
    name: 'Varsity',
    sport: 'BASKETBALL_HS',
    ...overrides,
  };
}
