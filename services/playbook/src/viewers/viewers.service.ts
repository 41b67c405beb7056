import { Injectable } from '@nestjs/common';
import { create, StudyReminderRequestedSchema, timestampFromDate, Topics } from '@chalktalk/contracts';
import { STUDY_REMINDER_MESSAGES, type TeamRole } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { PlaybookAccess, type PlaybookContext } from '../playbooks/playbook-access.service';
import { canShareToTeam, seesCoachOnly } from '../playbooks/playbook.rules';
import { itemNotFound, noPermission } from '../playbooks/playbooks.errors';
import { loadedPlay } from '../plays/play-document';
import { type ListedPlay, PlaysRepository } from '../plays/plays.repository';
import { TeamProjectionService } from '../team-projection/team-projection.service';
import type { ProjectedMember } from '../team-projection/team-projection.types';
import { ViewersRepository } from './viewers.repository';

/** Members who can see the play: everyone for team items, coaches and admins for coaches-only ones. */
const canSee = (role: TeamRole, listed: ListedPlay) => !listed.entry.coachOnly || seesCoachOnly(role);

/** A member as the viewers answers show them: id, role and name ('' when not known); never the address. */
const shownMember = ({ userId, role, firstName, lastName }: ProjectedMember) => ({
  userId,
  role,
  firstName,
  lastName,
});

const nameOf = (listed: ListedPlay): string => {
  try {
    return loadedPlay(listed.play.document).name;
  } catch {
    return '';
  }
};

@Injectable()
export class ViewersService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly access: PlaybookAccess,
    private readonly plays: PlaysRepository,
    private readonly viewers: ViewersRepository,
    private readonly teams: TeamProjectionService,
  ) {}

  /** Coaches and admins see who viewed what; G003 for others. */
  private async coach(user: AuthUser, teamId: string): Promise<PlaybookContext> {
    const context = await this.access.team(user, teamId);
    if (!canShareToTeam(context.role)) throw noPermission();
    return context;
  }

  private async teamPlay(context: PlaybookContext, playId: string): Promise<ListedPlay> {
    const listed = (await this.plays.listed(context.playbook.id)).find((p) => p.entry.playId === playId);
    if (!listed || !canSee(context.role!, listed)) throw itemNotFound();
    return listed;
  }

  /** Ids of the team plays the user has opened (in one folder when folderId is given). */
  async getViewedPlays(user: AuthUser, teamId: string, folderId?: string): Promise<{ playIds: string[] }> {
    const context = await this.access.team(user, teamId);
    const viewed = new Set((await this.viewers.viewsBy(teamId, user.id)).map((v) => v.playId));
    const listed = await this.plays.listed(context.playbook.id);
    const playIds = listed
      .filter((p) => viewed.has(p.entry.playId) && canSee(context.role!, p))
      .filter((p) => folderId === undefined || p.entry.folderId === folderId)
      .map((p) => p.entry.playId);
    return { playIds };
  }

  /** Who on the team viewed the play (first and last time, how often) and who has not yet. */
  async getViewerDetails(user: AuthUser, teamId: string, playId: string) {
    const context = await this.coach(user, teamId);
    const listed = await this.teamPlay(context, playId);
    const records = new Map((await this.viewers.viewersOf(teamId, playId)).map((v) => [v.userId, v]));
    const members = (await this.teams.members(teamId)).filter((m) => canSee(m.role, listed));
    const viewers = members.flatMap((m) => {
      const record = records.get(m.userId);
      if (!record) return [];
      const { firstViewed, lastViewed, views } = record;
      return [{ ...shownMember(m), firstViewed, lastViewed, views }];
    });
    viewers.sort((a, b) => b.lastViewed.getTime() - a.lastViewed.getTime());
    const notViewed = members.filter((m) => !records.has(m.userId)).map(shownMember);
    return { playId, name: nameOf(listed), viewerCount: viewers.length, viewers, notViewed };
  }

  /** One person's viewing of the team plays they can see; for coaches and admins, or the person themselves. */
  async getViewershipProfile(user: AuthUser, teamId: string, personUID: string) {
    const context =
      user.id === personUID ? await this.access.team(user, teamId) : await this.coach(user, teamId);
    const person = (await this.teams.members(teamId)).find((m) => m.userId === personUID);
    if (!person) throw itemNotFound();
    const records = new Map((await this.viewers.viewsBy(teamId, personUID)).map((v) => [v.playId, v]));
    const plays = (await this.plays.listed(context.playbook.id))
      .filter((p) => canSee(person.role, p))
      .map((p) => {
        const record = records.get(p.entry.playId);
        return {
          playId: p.entry.playId,
          srcPlaybookId: p.entry.srcPlaybookId,
          name: nameOf(p),
          viewed: record !== undefined,
          lastViewed: record?.lastViewed ?? null,
          views: record?.views ?? 0,
        };
      });
    return {
      teamId,
      personUID,
      role: person.role,
      firstName: person.firstName,
      lastName: person.lastName,
      viewedCount: plays.filter((p) => p.viewed).length,
      playCount: plays.length,
      plays,
    };
  }

  /**
   * Asks the members who can see the chosen plays to study them: one event for notifications. Without anyone
   * to tell, nothing is sent and the answer says so.
   */
  async sendStudyReminder(
    user: AuthUser,
    teamId: string,
    playIds: string[],
    now = new Date(),
  ): Promise<{ message: string; notified: number }> {
    const context = await this.coach(user, teamId);
    const chosen: ListedPlay[] = [];
    for (const playId of playIds) chosen.push(await this.teamPlay(context, playId));
    const recipients = (await this.teams.members(teamId)).filter(
      (m) => m.userId !== user.id && chosen.every((p) => canSee(m.role, p)),
    );
    if (recipients.length === 0) return { message: STUDY_REMINDER_MESSAGES.noUsers, notified: 0 };
    await this.db.transaction((manager) =>
      this.outbox.append(manager, {
        topic: Topics.PlaybookStudy,
        key: teamId,
        teamId,
        schema: StudyReminderRequestedSchema,
        payload: create(StudyReminderRequestedSchema, {
          teamId,
          teamName: context.teamName ?? '',
          senderId: user.id,
          recipientIds: recipients.map((m) => m.userId),
          plays: chosen.map((p) => ({
            playId: p.entry.playId,
            srcPlaybookId: p.entry.srcPlaybookId,
            name: nameOf(p),
          })),
          requestedAt: timestampFromDate(now),
        }),
      }),
    );
    return { message: STUDY_REMINDER_MESSAGES.notified, notified: recipients.length };
  }
}
