import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Templates with their revisions, evaluations with their history, depth charts. */
export class Evaluations1765000000000 implements MigrationInterface {
  name = 'Evaluations1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE evaluation_templates (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        body jsonb NOT NULL,
        active boolean NOT NULL,
        version integer NOT NULL,
        created_by uuid NOT NULL,
        created_date timestamptz NOT NULL,
        last_modified timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX evaluation_templates_team ON evaluation_templates (team_id, created_date)`);
    await db.query(`
      CREATE TABLE evaluation_template_revisions (
        template_id uuid NOT NULL REFERENCES evaluation_templates (id) ON DELETE CASCADE,
        version integer NOT NULL,
        body jsonb NOT NULL,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (template_id, version)
      )`);
    await db.query(`
      CREATE TABLE player_evaluations (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        roster_id uuid NOT NULL,
        author_id uuid NOT NULL,
        template_id uuid NOT NULL,
        template_version integer NOT NULL,
        position text NOT NULL,
        scores jsonb NOT NULL,
        measurements jsonb NOT NULL,
        notes text NOT NULL,
        overall_rating integer,
        version integer NOT NULL,
        share_type text NOT NULL,
        created_date timestamptz NOT NULL,
        last_modified timestamptz NOT NULL,
        FOREIGN KEY (template_id, template_version) REFERENCES evaluation_template_revisions (template_id, version)
      )`);
    await db.query(`CREATE INDEX player_evaluations_roster ON player_evaluations (team_id, roster_id)`);
    await db.query(`CREATE INDEX player_evaluations_roster_id ON player_evaluations (roster_id)`);
    await db.query(`
      CREATE TABLE player_evaluation_history (
        evaluation_id uuid NOT NULL REFERENCES player_evaluations (id) ON DELETE CASCADE,
        version integer NOT NULL,
        saved_by uuid NOT NULL,
        saved_at timestamptz NOT NULL,
        snapshot jsonb NOT NULL,
        PRIMARY KEY (evaluation_id, version)
      )`);
    await db.query(`
      CREATE TABLE depth_charts (
        team_id uuid PRIMARY KEY,
        sport text NOT NULL,
        document jsonb NOT NULL,
        saved_by uuid NOT NULL,
        last_modified timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS depth_charts`);
    await db.query(`DROP TABLE IF EXISTS player_evaluation_history`);
    await db.query(`DROP TABLE IF EXISTS player_evaluations`);
    await db.query(`DROP TABLE IF EXISTS evaluation_template_revisions`);
    await db.query(`DROP TABLE IF EXISTS evaluation_templates`);
  }
}
