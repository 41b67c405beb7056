import { Injectable } from '@nestjs/common';
import { PlayChangedSchema, PlayDeletedSchema, timestampDate, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { Notifier } from '../fanout/notifier.service';
import { UnviewedPlaysDigest } from '../unviewed-plays/unviewed-plays-digest';
import { UnviewedPlaysRepository } from '../unviewed-plays/unviewed-plays.repository';
import { PlayListingsRepository } from './play-listings.repository';

/**
 * playbook.play.v1 → TEAM_PLAYS_ADDED. PlayChanged carries where a play is listed now; a team listing that was
 * not there at the play's previous PlayChanged is a new share (renames and saves of a listed play notify nobody).
 * An older PlayChanged than the one seen (a replay) changes nothing. Shares within a minute collapse per team.
 * The team listings are also kept per team (team_plays) for the UNVIEWED_PLAYS digest, whose next run a team with
 * plays always has planned.
 */
@Injectable()
export class PlaybookSourcesHandler {
  constructor(
    private readonly notifier: Notifier,
    private readonly listings: PlayListingsRepository,
    private readonly unviewed: UnviewedPlaysRepository,
    private readonly digest: UnviewedPlaysDigest,
  ) {}

  @OnEvent(Topics.PlaybookPlay, { type: PlayChangedSchema.typeName })
  async playChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(PlayChangedSchema);
    const changedAt = m.changedAt ? timestampDate(m.changedAt) : new Date();
    const before = await this.listings.find(manager, m.playId);
    if (before && before.changedAt >= changedAt) return;
    const known = new Set(before?.teamIds ?? []);
    const teamIds = [...new Set(m.listings.map((l) => l.teamId))];
    await this.listings.save(manager, { playId: m.playId, teamIds, changedAt });
    await this.unviewed.syncListings(
      manager,
      m.playId,
      [...new Map(m.listings.map((l) => [l.teamId, { teamId: l.teamId, coachOnly: l.coachOnly }])).values()],
      changedAt,
    );
    for (const listing of m.listings)
      if (!listing.coachOnly) await this.digest.ensureNext(manager, listing.teamId, new Date());
    for (const listing of m.listings) {
      if (known.has(listing.teamId)) continue;
      known.add(listing.teamId);
      await this.notifier.notify(manager, {
        eventId: event.envelope.eventId,
        kind: 'TEAM_PLAYS_ADDED',
        teamId: listing.teamId,
        actorId: event.envelope.actorId || m.ownerId,
        coachesOnly: listing.coachOnly,
        // A coaches-only share and a team share are separate bursts (different audiences).
        collapseOn: `${listing.teamId}:${listing.coachOnly ? 'coaches' : 'team'}`,
        params: { subject: m.name, playId: m.playId },
      });
    }
  }

  @OnEvent(Topics.PlaybookPlay, { type: PlayDeletedSchema.typeName })
  async playDeleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const { playId } = event.decode(PlayDeletedSchema);
    await this.listings.remove(manager, playId);
    await this.unviewed.forgetPlay(manager, playId);
  }
}
