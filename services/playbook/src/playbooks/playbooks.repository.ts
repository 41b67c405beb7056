import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { PlaybookEntity } from './playbook.entity';

@Injectable()
export class PlaybooksRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  /** Creates the team's playbook unless it exists; safe to repeat (redelivered events). */
  async ensureTeamPlaybook(manager: EntityManager, teamId: string, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO playbooks (id, type, team_id, owner_id, created_date) VALUES ($1, 'team', $2, NULL, $3)
       ON CONFLICT (team_id) WHERE type = 'team' DO NOTHING`,
      [randomUUID(), teamId, at],
    );
  }

  async findById(id: string): Promise<PlaybookEntity | null> {
    const [playbook] = await this.sql.query<PlaybookEntity>(
      `SELECT ${this.sql.columns(PlaybookEntity, 'b')} FROM playbooks b WHERE b.id = $1::uuid`,
      [id],
    );
    return playbook ?? null;
  }

  async findTeamPlaybook(teamId: string): Promise<PlaybookEntity | null> {
    const [playbook] = await this.sql.query<PlaybookEntity>(
      `SELECT ${this.sql.columns(PlaybookEntity, 'b')} FROM playbooks b WHERE b.type = 'team' AND b.team_id = $1::uuid`,
      [teamId],
    );
    return playbook ?? null;
  }

  /**
   * The user's personal playbook, created on first use; concurrent first uses end with one playbook. Read first:
   * once it exists (every call after the first) this is one prepared statement and no write.
   */
  async findOrCreatePersonal(ownerId: string, at: Date): Promise<PlaybookEntity> {
    const [existing] = await this.sql.query<PlaybookEntity>(
      `SELECT ${this.sql.columns(PlaybookEntity, 'b')} FROM playbooks b WHERE b.type = 'personal' AND b.owner_id = $1::uuid`,
      [ownerId],
    );
    if (existing) return existing;
    await this.db.query(
      `INSERT INTO playbooks (id, type, team_id, owner_id, created_date) VALUES ($1, 'personal', NULL, $2, $3)
       ON CONFLICT (owner_id) WHERE type = 'personal' DO NOTHING`,
      [randomUUID(), ownerId, at],
    );
    return this.db.getRepository(PlaybookEntity).findOneByOrFail({ type: 'personal', ownerId });
  }
}
