import { Injectable } from '@nestjs/common';
import {
  type DocumentAction,
  type DocumentActor,
  type DocumentTeam,
  documentActionsFor,
  documentRefusal,
  isPlanCode,
  type TeamRole,
} from '@chalktalk/domain';
import { type ProjectedTeam, TeamDirectory } from '@chalktalk/platform';
import { refusalError, teamNotFound } from './access.errors';

export interface TeamCaller {
  team: ProjectedTeam;
  actor: DocumentActor;
  /** The caller's role (joined members only; the checks have passed). */
  role: TeamRole;
}

/**
 * Every documents and feed call starts here: the caller's standing on the team from the local team projection
 * (TeamDirectory), checked against the document rule table of @chalktalk/domain (document-rules.ts).
 */
@Injectable()
export class TeamAccessService {
  constructor(private readonly directory: TeamDirectory) {}

  async actorOn(teamId: string, userId: string): Promise<{ team: ProjectedTeam; actor: DocumentActor }> {
    const access = await this.directory.access(teamId, userId);
    if (!access) throw teamNotFound();
    const actor: DocumentActor = access.pending
      ? { role: null, pending: true }
      : { role: access.role ?? null, pending: false };
    return { team: access.team, actor };
  }

  /** The caller when the rule table allows the action (on this document), else the refusal's error. */
  async require(
    action: DocumentAction,
    teamId: string,
    userId: string,
    document?: { readOnly: boolean },
  ): Promise<TeamCaller> {
    const { team, actor } = await this.actorOn(teamId, userId);
    const refusal = documentRefusal(action, actor, documentTeam(team), document);
    if (refusal) throw refusalError(refusal);
    return { team, actor, role: actor.role! };
  }

  actionsFor(caller: TeamCaller, document?: { readOnly: boolean }): DocumentAction[] {
    return documentActionsFor(caller.actor, documentTeam(caller.team), document);
  }
}

/** A team without a plan yet (billing has not said) counts as the top plan only once paid; Basic is excluded. */
export function documentTeam(team: ProjectedTeam): DocumentTeam {
  return { plan: team.plan && isPlanCode(team.plan) ? team.plan : 'COMPLETE', paid: team.paid };
}
