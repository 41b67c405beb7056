/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import { ServiceHarness, type TestAnswer } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { createDocumentsApp } from '../src/app';
import { loadDocumentsConfig } from '../src/config';

export type Answer<T = any> = TestAnswer<T>;

export const aUser = () => randomUUID();

export interface TestTeam {
  teamId: string;
  ownerId: string;
}

/**
 * The documents app on the platform's service harness and a temporary file folder; calls name their group
 * (documents/getDocuments, messaging/getFeedPosts, main/getVideoDetails).
 */
export class DocumentsHarness extends ServiceHarness<Awaited<ReturnType<typeof createDocumentsApp>>> {
  dataDir!: string;

  start(database: string, settings: Record<string, string> = {}): Promise<void> {
    return this.boot(async ({ env, tempDir }) => {
      this.dataDir = await tempDir('documents-');
      return createDocumentsApp(
        loadDocumentsConfig({ ...env(database), DATA_DIR: this.dataDir, ...settings }),
      );
    });
  }

  /** A team in the projection as teams' events would leave it, with its owner as ADMIN. */
  async team(options: { paid?: boolean; plan?: string } = {}): Promise<TestTeam> {
    const team = { teamId: randomUUID(), ownerId: randomUUID() };
    await this.db.query(
      `INSERT INTO team_projections (team_id, program_id, owner_id, name, sport, plan, paid, flags, program_admin_ids, updated_at)
       VALUES ($1, $2, $3, 'Hawks', 'BASKETBALL_HS', $4, $5, '{}', '{}', now())`,
      [team.teamId, randomUUID(), team.ownerId, options.plan ?? 'COMPLETE', options.paid ?? true],
    );
    await this.member(team, team.ownerId, 'ADMIN', { firstName: 'Olive', lastName: 'Owner' });
    return team;
  }

  async member(
    team: TestTeam,
    userId: string,
    role: string,
    options: { pending?: boolean; firstName?: string; lastName?: string } = {},
  ): Promise<string> {
    await this.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, pending, first_name, last_name, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        team.teamId,
        userId,
        role,
        options.pending ?? false,
        options.firstName ?? role.toLowerCase(),
        options.lastName ?? 'Tester',
        `${userId}@example.test`,
      ],
    );
    return userId;
  }

  async rosterPlayer(team: TestTeam, jersey: string, userId: string | null = null): Promise<void> {
    await this.db.query(
      `INSERT INTO roster_projections (roster_id, team_id, user_id, jersey, first_name, last_name, updated_at)
       VALUES ($1, $2, $3, $4, 'Pat', 'Player', now())`,
      [randomUUID(), team.teamId, userId, jersey],
    );
  }
}

/** The smallest files each kind is recognised from (content, not name). */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....')]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};
