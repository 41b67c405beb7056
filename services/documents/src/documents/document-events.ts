import { Injectable } from '@nestjs/common';
import {
  AcknowledgementRequestedSchema,
  create,
  DocumentAcknowledgedSchema,
  DocumentDeletedSchema,
  type DocumentRef,
  DocumentRefSchema,
  DocumentSharedSchema,
  DocumentUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { type TeamEventAppender, teamEvents } from '../team-event';
import type { DocumentEntity } from './document.entity';

const ref = (d: DocumentEntity): DocumentRef =>
  create(DocumentRefSchema, {
    documentId: d.id,
    teamId: d.teamId,
    type: d.type.toUpperCase(),
    name: d.name,
    path: d.path,
  });

/** documents.document.v1, appended in the transaction of the change (key = team id). */
@Injectable()
export class DocumentEvents {
  private readonly append: TeamEventAppender;

  constructor(outbox: Outbox) {
    this.append = teamEvents(outbox, Topics.DocumentsDocument);
  }

  shared(manager: EntityManager, d: DocumentEntity): Promise<void> {
    return this.append(manager, d.teamId, DocumentSharedSchema, {
      document: ref(d),
      uploadedBy: d.uploadedBy,
      sharedAt: timestampFromDate(d.uploadedAt),
    });
  }

  updated(manager: EntityManager, d: DocumentEntity): Promise<void> {
    return this.append(manager, d.teamId, DocumentUpdatedSchema, {
      document: ref(d),
      updatedAt: timestampFromDate(d.updatedAt),
    });
  }

  deleted(manager: EntityManager, d: DocumentEntity, at: Date): Promise<void> {
    return this.append(manager, d.teamId, DocumentDeletedSchema, {
      documentId: d.id,
      teamId: d.teamId,
      deletedAt: timestampFromDate(at),
    });
  }

  acknowledgementRequested(
    manager: EntityManager,
    d: DocumentEntity,
    input: { teamName: string; requestedBy: string; recipientId: string; at: Date },
  ): Promise<void> {
    return this.append(manager, d.teamId, AcknowledgementRequestedSchema, {
      document: ref(d),
      teamName: input.teamName,
      requestedBy: input.requestedBy,
      recipientId: input.recipientId,
      requestedAt: timestampFromDate(input.at),
    });
  }

  acknowledged(manager: EntityManager, d: DocumentEntity, userId: string, at: Date): Promise<void> {
    return this.append(manager, d.teamId, DocumentAcknowledgedSchema, {
      document: ref(d),
      userId,
      acknowledgedAt: timestampFromDate(at),
    });
  }
}
