import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CommunityProfileEntity } from './community-profile.entity';

@Injectable()
export class ProfilesRepository {
  constructor(private readonly db: DataSource) {}

  byUser(userId: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(CommunityProfileEntity).findOneBy({ userId });
  }

  byScreenNameKey(key: string) {
    return this.db.getRepository(CommunityProfileEntity).findOneBy({ screenNameKey: key });
  }

  /** Creates or updates the profile; false when another user holds the screen name. */
  async save(manager: EntityManager, profile: CommunityProfileEntity): Promise<boolean> {
    const rows: unknown[] = await manager
      .query(
        `INSERT INTO community_profiles (user_id, screen_name, screen_name_key, description, birthdate, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET screen_name = EXCLUDED.screen_name,
         screen_name_key = EXCLUDED.screen_name_key, description = EXCLUDED.description,
         birthdate = EXCLUDED.birthdate
       RETURNING user_id`,
        [
          profile.userId,
          profile.screenName,
          profile.screenNameKey,
          profile.description,
          profile.birthdate,
          profile.createdAt,
        ],
      )
      .catch((error: { code?: string }) => {
        if (error.code === '23505') return [];
        throw error;
      });
    return rows.length === 1;
  }
}
