import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PersonalUnlimitedEntity } from './personal-unlimited.entity';

export interface PersonalUnlimitedState {
  ownerId: string;
  paid: boolean;
  changedAt: Date;
}

@Injectable()
export class PersonalUnlimitedRepository {
  constructor(private readonly db: DataSource) {}

  /** Writes the state unless the row already holds a newer one (redeliveries and late arrivals change nothing). */
  async record(manager: EntityManager, state: PersonalUnlimitedState): Promise<void> {
    await manager.query(
      `INSERT INTO personal_unlimited_states (owner_id, paid, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id) DO UPDATE SET paid = EXCLUDED.paid, changed_at = EXCLUDED.changed_at
       WHERE personal_unlimited_states.changed_at <= EXCLUDED.changed_at`,
      [state.ownerId, state.paid, state.changedAt],
    );
  }

  async isPaid(ownerId: string): Promise<boolean> {
    return this.db.getRepository(PersonalUnlimitedEntity).exists({ where: { ownerId, paid: true } });
  }
}
