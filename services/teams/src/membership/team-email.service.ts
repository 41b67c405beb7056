import { Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { textToHtml } from '../shared/html';
import { requireRule, teamRules } from '../teams/team-context';
import { TeamContextLoader } from '../teams/team-context.loader';
import type { EmailTeamDto } from './membership.dto';
import { teamEmailRequested } from './membership-events';
import { displayName } from '../shared/display-name';
import { MembershipService } from './membership.service';

/**
 * emailTeam: emailing the team is for coaches (players too when PLAYERS_CAN_EMAIL_ROSTER is on). Recipients are
 * member uids or roster ids of the team; notifications sends the mail from TeamEmailRequested.
 */
@Injectable()
export class TeamEmailService {
  constructor(
    private readonly db: DataSource,
    private readonly loader: TeamContextLoader,
    private readonly members: MembershipService,
    private readonly outbox: Outbox,
  ) {}

  async emailTeam(
    user: AuthUser,
    input: EmailTeamDto,
    now = new Date(),
  ): Promise<{ sent: number; withoutAddress: string[] }> {
    const context = await this.loader.load(input.teamId);
    requireRule(teamRules.canEmailTeam, context, user.id);
    requireRule(teamRules.isViewable, context, user.id);
    const { addresses, unknown, withoutAddress } = await this.members.addressesOf(context, input.recipients);
    if (unknown.length > 0)
      throw new AppError('G001', {
        details: unknown.map((id) => ({ path: 'recipients', message: `${id} is not on this team` })),
      });
    if (addresses.length > 0)
      await this.db.transaction((manager) =>
        this.outbox.append(
          manager,
          teamEmailRequested(context.team.id, {
            teamName: context.team.name,
            senderId: user.id,
            senderName: displayName(user),
            replyTo: user.email,
            recipients: addresses,
            subject: input.subject,
            body: input.body,
            html: textToHtml(input.body),
            requestedAt: now,
          }),
        ),
      );
    return { sent: addresses.length, withoutAddress };
  }
}
