import { Inject, Injectable } from '@nestjs/common';
import { InvitationCreatedSchema, TeamEmailRequestedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DeliveriesService, type MailRequest } from '../deliveries/deliveries.service';
import { TeamEditionsRepository } from '../team-editions/team-editions.repository';
import { mailEdition } from './mail-edition';
import { invitationMails, type TeamMailContext, teamEmailMails } from './team-mail-requests';

/**
 * teams.membership.v1 → invitation and team mails. Like the account mails, the handlers only record deliveries
 * (in the event's transaction; once per event and recipient); DeliveryDispatcher sends them.
 */
@Injectable()
export class TeamMailHandler {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesService,
    private readonly editions: TeamEditionsRepository,
  ) {}

  @OnEvent(Topics.TeamsMembership, { type: InvitationCreatedSchema.typeName })
  async invitationCreated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(InvitationCreatedSchema);
    // A program-admin invitation has no team: it is branded by the program's teams.
    await this.enqueueAll(manager, invitationMails(m, await this.context(event, manager, m)));
  }

  @OnEvent(Topics.TeamsMembership, { type: TeamEmailRequestedSchema.typeName })
  async teamEmailRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(TeamEmailRequestedSchema);
    await this.enqueueAll(manager, teamEmailMails(m, await this.context(event, manager, m)));
  }

  private async context(
    event: ReceivedEvent,
    manager: EntityManager,
    subject: { teamId: string; programId?: string },
  ): Promise<TeamMailContext> {
    return {
      eventId: event.envelope.eventId,
      edition: await mailEdition(subject, {
        ofTeam: (teamId) => this.editions.editionOf(manager, teamId),
        ofProgram: (programId) => this.editions.editionOfProgram(manager, programId),
      }),
      webOrigin: this.config.WEB_ORIGIN,
    };
  }

  private async enqueueAll(manager: EntityManager, requests: MailRequest[]): Promise<void> {
    for (const request of requests) await this.deliveries.enqueue(manager, request);
  }
}
