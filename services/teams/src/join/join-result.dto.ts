import type { JoinedAs } from '@chalktalk/domain';
import type { TeamDto } from '../teams/dto/team.dto';

/** What joining a team answers: the teams joined, as what, and whether a coach must still approve. */
export interface JoinResultDto {
  joinedTeams: TeamDto[];
  joinedAs: JoinedAs;
  pending: boolean;
}
