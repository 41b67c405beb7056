import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { PublicLinkEntity } from './public-link.entity';

@Injectable()
export class PublicLinksRepository {
  constructor(private readonly db: DataSource) {}

  /** The link of the play in that place, made on first request (128 random bits: the id is the credential). */
  async findOrCreate(
    place: { playId: string; playbookId: string; teamId: string | null },
    userId: string,
    at: Date,
  ) {
    await this.db.query(
      `INSERT INTO public_links (id, play_id, playbook_id, team_id, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [randomBytes(16).toString('base64url'), place.playId, place.playbookId, place.teamId, userId, at],
    );
    return this.db.getRepository(PublicLinkEntity).findOneByOrFail({
      playId: place.playId,
      playbookId: place.playbookId,
      teamId: place.teamId ?? IsNull(),
    });
  }

  find(id: string): Promise<PublicLinkEntity | null> {
    return this.db.getRepository(PublicLinkEntity).findOneBy({ id });
  }
}
