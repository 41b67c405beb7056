import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { PlaybookEntryEntity } from '../plays/playbook-entry.entity';
import { FolderEntity } from './folder.entity';

@Injectable()
export class FoldersRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  /** The playbook's folders, one prepared statement (inside `manager`'s transaction when it has one). */
  foldersOf(playbookId: string, manager?: EntityManager): Promise<FolderEntity[]> {
    return this.sql.query<FolderEntity>(
      `SELECT ${this.sql.columns(FolderEntity, 'f')} FROM playbook_folders f
        WHERE f.playbook_id = $1::uuid ORDER BY f.created_date, f.id`,
      [playbookId],
      manager,
    );
  }

  findFolder(id: string, manager: EntityManager = this.db.manager): Promise<FolderEntity | null> {
    return manager.getRepository(FolderEntity).findOneBy({ id });
  }

  findMirror(manager: EntityManager, playbookId: string, srcFolderId: string): Promise<FolderEntity | null> {
    return manager.getRepository(FolderEntity).findOneBy({ playbookId, srcFolderId });
  }

  async insert(manager: EntityManager, folder: FolderEntity): Promise<void> {
    await manager.getRepository(FolderEntity).insert(folder);
  }

  async update(
    manager: EntityManager,
    id: string,
    fields: Partial<Pick<FolderEntity, 'name' | 'parentId' | 'position'>>,
  ): Promise<void> {
    await manager.getRepository(FolderEntity).update({ id }, fields);
  }

  /** Deletes the folder after moving its folders and plays up to its parent (keeping their positions). */
  async deleteKeepingChildren(manager: EntityManager, folder: FolderEntity): Promise<void> {
    await manager
      .getRepository(FolderEntity)
      .update({ playbookId: folder.playbookId, parentId: folder.id }, { parentId: folder.parentId });
    await manager
      .getRepository(PlaybookEntryEntity)
      .update({ playbookId: folder.playbookId, folderId: folder.id }, { folderId: folder.parentId });
    await manager.getRepository(FolderEntity).delete({ id: folder.id });
  }

  /** Top-level folders have a null parent. */
  childrenOf(manager: EntityManager, playbookId: string, parentId: string | null): Promise<FolderEntity[]> {
    return manager
      .getRepository(FolderEntity)
      .findBy({ playbookId, parentId: parentId === null ? IsNull() : parentId });
  }
}
