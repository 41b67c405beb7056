import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Team documents and quick links, acknowledgement requests and acknowledgements. */
export class DocumentsInitial1764900000100 implements MigrationInterface {
  name = 'DocumentsInitial1764900000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('file', 'link')),
        name text NOT NULL,
        path text NOT NULL DEFAULT '',
        url text,
        file_key text,
        file_kind text,
        file_name text,
        file_size integer,
        preview_image text,
        description text,
        read_only boolean NOT NULL DEFAULT false,
        uploaded_by uuid NOT NULL,
        uploaded_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX documents_team_path ON documents (team_id, path, name)`);
    await db.query(`
      CREATE TABLE document_ack_requests (
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        requested_by uuid NOT NULL,
        requested_at timestamptz NOT NULL,
        PRIMARY KEY (document_id, user_id)
      )`);
    await db.query(`
      CREATE TABLE document_acknowledgements (
        document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        acknowledged_at timestamptz NOT NULL,
        PRIMARY KEY (document_id, user_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE document_acknowledgements`);
    await db.query(`DROP TABLE document_ack_requests`);
    await db.query(`DROP TABLE documents`);
  }
}
