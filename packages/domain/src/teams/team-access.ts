import { TeamFlags } from './team-flags';
import { TeamRole } from './team-roles';

/**
 * The minimal view of a team that the access rules need. Services map their entities onto it and
 * the web app passes what retrieveTeams returned; extra fields are ignored.
 */
export interface TeamAccess {
  ownerId: string;
  /** Users who administer the team, keyed by user id (the value is not consulted). */
  admins?: Readonly<Record<string, unknown>>;
  /** Joined members keyed by user id, each with their role on the team. */
  members?: Readonly<Record<string, { role: TeamRole }>>;
  flags?: TeamFlags;
  /** True while the subscription is paid; an unpaid team is inactive. */
  paid: boolean;
}

/** The program the team belongs to; only its admins matter here. */
export interface ProgramAccess {
  /** Program admins keyed by user id (the value is not consulted). */
  admins?: Readonly<Record<string, unknown>>;
}
