import { Injectable } from '@nestjs/common';
import { ADDON_KINDS, type AddonQuantities, addonUnits, AppError, periodTotalCents } from '@chalktalk/domain';
import { type AuthUser, createLogger } from '@chalktalk/platform';
import type { BilledTeam, BillingEntity } from './billing-entity.entity';
import type { UpdateProgramTeamsDto } from './billing.dto';
import { BillingRepository } from './billing.repository';
import { type BillingEntityView, BillingService, OWNER_ONLY } from './billing.service';
import { type CreatedProgram, TeamsClient } from './teams-client';

const logger = createLogger('billing.program-teams');

const sameAddons = (a: AddonQuantities | undefined, b: AddonQuantities | undefined): boolean =>
  ADDON_KINDS.every((kind) => addonUnits(a, kind) === addonUnits(b, kind));

const summed = (teams: readonly BilledTeam[]): AddonQuantities =>
  Object.fromEntries(
    ADDON_KINDS.map((kind) => [kind, teams.reduce((sum, team) => sum + addonUnits(team.addons, kind), 0)]),
  );

/** teams' answer, and what billing did to the subscription (null: the program has none running). */
export type ProgramTeamsAnswer = CreatedProgram & {
  billingEntity: BillingEntityView | null;
  charged: number;
};

/**
 * The billing part of teams/updateProgramTeams (the gateway routes the call here). On a program a running
 * subscription pays for, the call's teams, add-ons and quantity become a change of that subscription, priced and
 * charged by the same rule as updateBillingInfo (more: prorated now; less: at the period end), while teams gets
 * only the team changes (names, sports, added and removed teams): add-ons, quantity and paid state reach teams
 * only through billing's SubscriptionUpdated and PaidStateChanged. On any other program the call goes to teams as
 * sent, and teams' own rules (add-ons only on a billing-exempt program) decide.
 */
@Injectable()
export class ProgramTeamsService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly billing: BillingService,
    private readonly teams: TeamsClient,
  ) {}

  async updateProgramTeams(
    user: AuthUser,
    authorization: string,
    input: UpdateProgramTeamsDto,
    now = new Date(),
  ): Promise<ProgramTeamsAnswer> {
    const entity = await this.repository.entityOfProgram(input.programId);
    if (
      !entity ||
      entity.kind !== 'PROGRAM' ||
      !entity.stripeSubscriptionId ||
      entity.status === 'CANCELLED'
    ) {
      const answer = await this.teams.updateProgramTeams(authorization, input);
      return { ...answer, billingEntity: null, charged: 0 };
    }

    const kept = this.keptTeams(entity, input);
    const drafts = input.added.map((team) => ({ plan: team.plan ?? entity.plan, addons: team.addons }));
    this.checkProgramFields(input, [...kept, ...drafts.map((d) => ({ ...d, teamId: '', name: '' }))]);
    const costsMore =
      periodTotalCents({
        billingFrequency: entity.billingFrequency,
        teams: [...kept, ...drafts],
      }) > periodTotalCents(entity);
    // Document 3 section 6: only owners upgrade. A change that costs nothing (renames, fewer teams or seats) is
    // any program admin's, as teams decides.
    if (costsMore && entity.ownerId !== user.id) throw new AppError('G003', { message: OWNER_ONLY });
    const billsSomething =
      drafts.length > 0 ||
      kept.length !== entity.teams.length ||
      kept.some((team, i) => team !== entity.teams[i]);

    const answer = await this.teams.updateProgramTeams(authorization, {
      programId: input.programId,
      added: input.added.map(({ name, sport, collegiateTeam }) => ({
        name: name!,
        sport: sport!,
        collegiateTeam,
      })),
      modified: input.modified.map(({ id, name, sport, collegiateTeam }) => ({
        id,
        name,
        sport,
        collegiateTeam,
      })),
      removed: input.removed,
    });
    if (!billsSomething)
      return { ...answer, billingEntity: await this.renamed(entity.id, answer), charged: 0 };

    const created = this.createdTeams(answer, input.added.length);
    const teams: BilledTeam[] = [
      ...kept.map((team) => ({
        ...team,
        name: answer.teams.find((t) => t.id === team.teamId)?.name ?? team.name,
      })),
      ...created.map((team, index) => ({ teamId: team.id, name: team.name, ...drafts[index]! })),
    ];
    try {
      const changed = await this.billing.changeTeams(entity, teams, entity.billingFrequency, now);
      return { ...answer, ...changed };
    } catch (error) {
      // A refused charge: the teams just created are taken out again, so nothing unpaid is left behind and the
      // same call can be made again once a good card is on file. Removals stand (they cost nothing).
      if (created.length > 0)
        await this.teams
          .updateProgramTeams(authorization, {
            programId: input.programId,
            added: [],
            modified: [],
            removed: created.map((team) => team.id),
          })
          .catch((undo: unknown) =>
            logger.error({ error: undo, programId: input.programId }, 'could not remove unpaid added teams'),
          );
      throw error;
    }
  }

  /** A rename costs nothing, but the billing screens and invoices name the teams as teams now does. */
  private async renamed(entityId: string, answer: CreatedProgram): Promise<BillingEntityView> {
    const names = new Map(answer.teams.map((team) => [team.id, team.name]));
    const saved = await this.repository.transaction(async (manager) => {
      const locked = (await this.repository.entity(entityId, manager, true))!;
      const teams = locked.teams.map((team) => ({ ...team, name: names.get(team.teamId) ?? team.name }));
      if (teams.every((team, index) => team.name === locked.teams[index]!.name)) return locked;
      locked.teams = teams;
      return this.repository.saveEntity(locked, manager);
    });
    return this.billing.view(saved);
  }

  /** The subscription's teams after the call: removed ones gone, modified add-ons applied (same object if unchanged). */
  private keptTeams(entity: BillingEntity, input: UpdateProgramTeamsDto): BilledTeam[] {
    const removed = new Set(input.removed);
    const billed = new Map(entity.teams.map((team) => [team.teamId, team]));
    const strangers = input.modified.filter(
      (team) => team.addons !== undefined && !billed.has(team.id) && !removed.has(team.id),
    );
    if (strangers.length > 0)
      throw new AppError('G001', {
        details: strangers.map((team) => ({
          path: 'modified',
          message: `Team ${team.id} is not in this program's subscription`,
        })),
      });
    const addons = new Map(input.modified.map((team) => [team.id, team.addons]));
    return entity.teams
      .filter((team) => !removed.has(team.teamId))
      .map((team) => {
        const next = addons.get(team.teamId);
        return next === undefined || sameAddons(team.addons, next) ? team : { ...team, addons: next };
      });
  }

  /**
   * The program-wide fields are what the subscription pays for, not separate goods: `quantity` is its number of
   * teams and `addons` the sum of its teams' add-ons. Sent, they must agree with the teams of the call (a page
   * sending them back unchanged with a rename is fine); anything else is G001 rather than a silent guess.
   */
  private checkProgramFields(input: UpdateProgramTeamsDto, teams: readonly BilledTeam[]): void {
    const issues: { path: string; message: string }[] = [];
    if (input.quantity !== undefined && input.quantity !== teams.length)
      issues.push({
        path: 'quantity',
        message: `quantity is the number of teams the subscription pays for (${teams.length} after this change)`,
      });
    if (input.addons !== undefined && !sameAddons(input.addons, summed(teams)))
      issues.push({ path: 'addons', message: "addons is the sum of the teams' add-ons: set them per team" });
    if (issues.length > 0) throw new AppError('G001', { details: issues });
  }

  /**
   * The added teams in teams' answer: its teams are ordered by creation and teams stamps the added ones after
   * every existing team, in the order sent.
   */
  private createdTeams(answer: CreatedProgram, count: number): CreatedProgram['teams'] {
    if (count === 0) return [];
    const created = answer.teams.slice(-count);
    if (created.length !== count) throw new AppError('G999', { message: 'teams did not create every team' });
    return created;
  }
}
