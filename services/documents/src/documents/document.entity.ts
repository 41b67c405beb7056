import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type DocumentType = 'file' | 'link';

/** A team document: an uploaded file (pdf, doc, docx) or a quick link (spec 1 section 3, Document). */
@Entity('documents')
@Index('documents_team_path', ['teamId', 'path', 'name'])
export class DocumentEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  type!: DocumentType;

  @Column('text')
  name!: string;

  /** Folder path, '' at the top ('Practice/Drills'). */
  @Column('text', { default: '' })
  path!: string;

  /** Quick links: the address (with scheme). */
  @Column('text', { nullable: true })
  url!: string | null;

  /** Files: where the bytes are in the file storage (changes when the file is replaced). */
  @Column('text', { name: 'file_key', nullable: true })
  fileKey!: string | null;

  /** Files: pdf, doc or docx, as recognised from the content. */
  @Column('text', { name: 'file_kind', nullable: true })
  fileKind!: string | null;

  /** Files: the name the file had on the uploader's computer. */
  @Column('text', { name: 'file_name', nullable: true })
  fileName!: string | null;

  @Column('integer', { name: 'file_size', nullable: true })
  fileSize!: number | null;

  /** Quick links: the preview image and description their page gave. */
  @Column('text', { name: 'preview_image', nullable: true })
  previewImage!: string | null;

  @Column('text', { nullable: true })
  description!: string | null;

  /** Only admins may rename, move, replace or delete a read-only document. */
  @Column('boolean', { name: 'read_only', default: false })
  readOnly!: boolean;

  @Column('uuid', { name: 'uploaded_by' })
  uploadedBy!: string;

  @Column('timestamptz', { name: 'uploaded_at' })
  uploadedAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

/** A coach asked one member to acknowledge a document (requestAcknowledgement). */
@Entity('document_ack_requests')
export class AckRequestEntity {
  @PrimaryColumn('uuid', { name: 'document_id' })
  documentId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'requested_by' })
  requestedBy!: string;

  @Column('timestamptz', { name: 'requested_at' })
  requestedAt!: Date;
}

/** A member ticked the box and pressed Done (spec 1 section 4: recorded only if ticked). */
@Entity('document_acknowledgements')
export class AcknowledgementEntity {
  @PrimaryColumn('uuid', { name: 'document_id' })
  documentId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'acknowledged_at' })
  acknowledgedAt!: Date;
}
