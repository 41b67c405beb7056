import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AckRequestEntity, AcknowledgementEntity, DocumentEntity } from './document.entity';

/** The only TypeORM code of the documents feature. */
@Injectable()
export class DocumentsRepository {
  constructor(readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  listOfTeam(teamId: string): Promise<DocumentEntity[]> {
    return this.db
      .getRepository(DocumentEntity)
      .find({ where: { teamId }, order: { path: 'ASC', name: 'ASC' } });
  }

  find(teamId: string, id: string, manager: EntityManager = this.db.manager): Promise<DocumentEntity | null> {
    return manager.getRepository(DocumentEntity).findOneBy({ teamId, id });
  }

  /** Locks the row for an update (rename, move, replace, delete racing each other). */
  findForUpdate(manager: EntityManager, teamId: string, id: string): Promise<DocumentEntity | null> {
    return manager
      .getRepository(DocumentEntity)
      .createQueryBuilder('d')
      .setLock('pessimistic_write')
      .where('d.team_id = :teamId AND d.id = :id', { teamId, id })
      .getOne();
  }

  findMany(teamId: string, ids: string[]): Promise<DocumentEntity[]> {
    return this.db.getRepository(DocumentEntity).findBy({ teamId, id: In(ids) });
  }

  save(manager: EntityManager, document: DocumentEntity): Promise<DocumentEntity> {
    return manager.getRepository(DocumentEntity).save(document);
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(AckRequestEntity).delete({ documentId: id });
    await manager.getRepository(AcknowledgementEntity).delete({ documentId: id });
    await manager.getRepository(DocumentEntity).delete({ id });
  }

  acknowledgementsOf(documentIds: string[]): Promise<AcknowledgementEntity[]> {
    if (documentIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(AcknowledgementEntity).findBy({ documentId: In(documentIds) });
  }

  requestsOf(documentIds: string[]): Promise<AckRequestEntity[]> {
    if (documentIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(AckRequestEntity).findBy({ documentId: In(documentIds) });
  }

  /** Records the acknowledgements not yet there; answers the ids that were new (the others keep their time). */
  async acknowledge(
    manager: EntityManager,
    documentIds: string[],
    userId: string,
    at: Date,
  ): Promise<string[]> {
    const rows: { document_id: string }[] = await manager.query(
      `INSERT INTO document_acknowledgements (document_id, user_id, acknowledged_at)
       SELECT unnest($1::uuid[]), $2::uuid, $3
       ON CONFLICT DO NOTHING RETURNING document_id`,
      [documentIds, userId, at],
    );
    return rows.map((row) => row.document_id);
  }

  async withdraw(manager: EntityManager, documentIds: string[], userId: string): Promise<void> {
    await manager.getRepository(AcknowledgementEntity).delete({ documentId: In(documentIds), userId });
  }

  async request(manager: EntityManager, request: AckRequestEntity): Promise<void> {
    await manager
      .getRepository(AckRequestEntity)
      .upsert(request, { conflictPaths: ['documentId', 'userId'] });
  }
}
