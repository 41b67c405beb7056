import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contract suite's own table: what consumer handlers committed, in commit order. */
export class ContractReceived1735689600001 implements MigrationInterface {
  name = 'ContractReceived1735689600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contract_received (
        id bigserial PRIMARY KEY,
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        key text NOT NULL,
        name text NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contract_received`);
  }
}
