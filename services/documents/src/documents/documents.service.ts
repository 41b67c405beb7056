import { Inject, Injectable } from '@nestjs/common';
import {
  type DocumentAction,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_FILE_MAX_BYTES,
  type DocumentFileKind,
  documentKindOf,
  normalizeFolderPath,
  normalizeLink,
} from '@chalktalk/domain';
import {
  type AuthUser,
  DownloadSigner,
  FILE_STORAGE,
  type FileStorage,
  type StoredFile,
  TeamDirectory,
} from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { type TeamCaller, TeamAccessService } from '../access/team-access.service';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config';
import { DocumentEvents } from './document-events';
import { docxPreview, type DocxPreview } from './docx-preview';
import { AckRequestEntity, DocumentEntity } from './document.entity';
import {
  type AddLinkInput,
  type CopyDocumentInput,
  type ReplaceFileInput,
  type RequestAcknowledgementInput,
  type UpdateAcknowledgementInput,
  type UpdateDocumentInput,
  type UploadDocumentInput,
} from './documents.dto';
import {
  badPath,
  badUrl,
  documentNotFound,
  downloadRefused,
  fileTooLarge,
  noPreview,
  notAFile,
  recipientNotOnTeam,
  unsupportedFile,
} from './documents.errors';
import { DocumentsRepository } from './documents.repository';

export interface DocumentDto {
  id: string;
  teamId: string;
  type: 'file' | 'link';
  name: string;
  path: string;
  url: string | null;
  fileName: string | null;
  fileKind: string | null;
  fileSize: number | null;
  previewImage: string | null;
  description: string | null;
  readOnly: boolean;
  uploadedBy: string;
  uploadedAt: string;
  /** Who was asked to acknowledge (editors see everyone; others see only themselves). */
  requestAcknowledgement: string[];
  /** User id → when they acknowledged (editors see everyone; others their own). */
  acknowledgements: Record<string, string>;
  /** What the caller may do with it (the rule table of document-rules.ts). */
  actions: DocumentAction[];
}

export interface AcknowledgementList {
  document: DocumentDto;
  acknowledged: { userId: string; name: string; acknowledgedAt: string; requested: boolean }[];
  notAcknowledged: { userId: string; name: string; requested: boolean }[];
}

/** How many converted docx previews one process keeps. */
const PREVIEW_CACHE_SIZE = 32;

/** Team documents: files and quick links, folders, acknowledgements, signed downloads. */
@Injectable()
export class DocumentsService {
  private readonly previews = new Map<string, DocxPreview>();

  constructor(
    private readonly repository: DocumentsRepository,
    private readonly access: TeamAccessService,
    private readonly directory: TeamDirectory,
    private readonly events: DocumentEvents,
    private readonly signer: DownloadSigner,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(DOCUMENTS_CONFIG) private readonly config: DocumentsConfig,
  ) {}

  /** The list, its folders and what the caller may do on the team (`actions`: create, ...). */
  async list(
    user: AuthUser,
    teamId: string,
  ): Promise<{ documents: DocumentDto[]; folders: string[]; actions: DocumentAction[] }> {
    const caller = await this.access.require('view', teamId, user.id);
    const rows = await this.repository.listOfTeam(teamId);
    const documents = await this.toDtos(caller, user.id, rows);
    return {
      documents,
      folders: foldersOf(rows.map((row) => row.path)),
      actions: this.access.actionsFor(caller),
    };
  }

  async get(user: AuthUser, teamId: string, documentId: string): Promise<DocumentDto> {
    const caller = await this.access.require('view', teamId, user.id);
    const row = await this.repository.find(teamId, documentId);
    if (!row) throw documentNotFound();
    return (await this.toDtos(caller, user.id, [row]))[0]!;
  }

  async upload(user: AuthUser, input: UploadDocumentInput, now = new Date()): Promise<DocumentDto> {
    const caller = await this.access.require('create', input.teamId, user.id);
    const path = folderPath(input.path);
    const { bytes, kind } = readFile(input.data);
    const id = randomUUID();
    const key = fileKey(input.teamId, id);
    await this.storage.put(key, bytes, DOCUMENT_CONTENT_TYPES[kind]);
    const row = await this.saveNew(
      {
        id,
        teamId: input.teamId,
        type: 'file',
        name: input.name,
        path,
        url: null,
        fileKey: key,
        fileKind: kind,
        fileName: input.fileName,
        fileSize: bytes.byteLength,
        previewImage: null,
        description: null,
        readOnly: false,
        uploadedBy: user.id,
        uploadedAt: now,
        updatedAt: now,
      },
      key,
    );
    return (await this.toDtos(caller, user.id, [row]))[0]!;
  }

  async addLink(user: AuthUser, input: AddLinkInput, now = new Date()): Promise<DocumentDto> {
    const caller = await this.access.require('create', input.teamId, user.id);
    const url = normalizeLink(input.url);
    if (!url) throw badUrl();
    const previewImage = input.previewImage ? normalizeLink(input.previewImage) : null;
    const row = await this.saveNew({
      id: randomUUID(),
      teamId: input.teamId,
      type: 'link',
      name: input.name,
      path: folderPath(input.path),
      url,
      fileKey: null,
      fileKind: null,
      fileName: null,
      fileSize: null,
      previewImage,
      description: input.description?.trim() || null,
      readOnly: false,
      uploadedBy: user.id,
      uploadedAt: now,
      updatedAt: now,
    });
    return (await this.toDtos(caller, user.id, [row]))[0]!;
  }

  /** Rename, move (path), change a link's address, set or clear read-only; each part checked on its own. */
  async update(user: AuthUser, input: UpdateDocumentInput, now = new Date()): Promise<DocumentDto> {
    const existing = await this.repository.find(input.teamId, input.documentId);
    if (!existing) throw documentNotFound();
    const actions: DocumentAction[] = [];
    if (input.name !== undefined || input.url !== undefined) actions.push('rename');
    if (input.path !== undefined) actions.push('move');
    if (input.readOnly !== undefined) actions.push('setReadOnly');
    let caller: TeamCaller | undefined;
    for (const action of actions) caller = await this.access.require(action, input.teamId, user.id, existing);
    const path = input.path === undefined ? undefined : folderPath(input.path);
    const url = input.url === undefined ? undefined : normalizeLink(input.url);
    if (url === null) throw badUrl();
    if (url !== undefined && existing.type !== 'link') throw badUrl();
    const row = await this.repository.transaction(async (manager) => {
      const current = await this.repository.findForUpdate(manager, input.teamId, input.documentId);
      if (!current) throw documentNotFound();
      if (input.name !== undefined) current.name = input.name;
      if (path !== undefined) current.path = path;
      if (url !== undefined) current.url = url;
      if (input.readOnly !== undefined) current.readOnly = input.readOnly;
      current.updatedAt = now;
      await this.repository.save(manager, current);
      await this.events.updated(manager, current);
      return current;
    });
    return (await this.toDtos(caller!, user.id, [row]))[0]!;
  }

  /** A new file for the document; the old object is deleted once the row points at the new one. */
  async replaceFile(user: AuthUser, input: ReplaceFileInput, now = new Date()): Promise<DocumentDto> {
    const existing = await this.repository.find(input.teamId, input.documentId);
    if (!existing) throw documentNotFound();
    const caller = await this.access.require('replace', input.teamId, user.id, existing);
    if (existing.type !== 'file') throw notAFile();
    const { bytes, kind } = readFile(input.data);
    const key = fileKey(input.teamId, existing.id);
    await this.storage.put(key, bytes, DOCUMENT_CONTENT_TYPES[kind]);
    let oldKey: string | null = null;
    let row: DocumentEntity;
    try {
      row = await this.repository.transaction(async (manager) => {
        const current = await this.repository.findForUpdate(manager, input.teamId, input.documentId);
        if (!current) throw documentNotFound();
        oldKey = current.fileKey;
        Object.assign(current, {
          fileKey: key,
          fileKind: kind,
          fileName: input.fileName,
          fileSize: bytes.byteLength,
          updatedAt: now,
        });
        await this.repository.save(manager, current);
        await this.events.updated(manager, current);
        return current;
      });
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    if (oldKey) await this.storage.remove(oldKey);
    return (await this.toDtos(caller, user.id, [row]))[0]!;
  }

  async delete(
    user: AuthUser,
    teamId: string,
    documentId: string,
    now = new Date(),
  ): Promise<{ deleted: true }> {
    const existing = await this.repository.find(teamId, documentId);
    if (!existing) throw documentNotFound();
    await this.access.require('delete', teamId, user.id, existing);
    const removed = await this.repository.transaction(async (manager) => {
      const current = await this.repository.findForUpdate(manager, teamId, documentId);
      if (!current) throw documentNotFound();
      await this.repository.remove(manager, current.id);
      await this.events.deleted(manager, current, now);
      return current;
    });
    if (removed.fileKey) await this.storage.remove(removed.fileKey);
    return { deleted: true };
  }

  /** A copy in another team the caller edits (the file is copied too, so deleting one leaves the other). */
  async copy(user: AuthUser, input: CopyDocumentInput, now = new Date()): Promise<DocumentDto> {
    const source = await this.repository.find(input.teamId, input.documentId);
    if (!source) throw documentNotFound();
    await this.access.require('copy', input.teamId, user.id, source);
    const target = await this.access.require('create', input.toTeamId, user.id);
    const id = randomUUID();
    let key: string | null = null;
    if (source.fileKey) {
      const file = await this.storage.get(source.fileKey);
      if (!file) throw documentNotFound();
      key = fileKey(input.toTeamId, id);
      await this.storage.put(key, await readAll(file), file.contentType);
    }
    const row = await this.saveNew(
      {
        ...source,
        id,
        teamId: input.toTeamId,
        path: input.path === undefined ? source.path : folderPath(input.path),
        fileKey: key,
        readOnly: false,
        uploadedBy: user.id,
        uploadedAt: now,
        updatedAt: now,
      },
      key ?? undefined,
    );
    return (await this.toDtos(target, user.id, [row]))[0]!;
  }

  /**
   * A docx file converted for reading in the page (docx-preview.ts). Kept per stored object (a replaced file has
   * a new key), a few dozen at most, since converting a long document takes a noticeable moment.
   */
  async preview(user: AuthUser, teamId: string, documentId: string): Promise<DocxPreview> {
    await this.access.require('view', teamId, user.id);
    const row = await this.repository.find(teamId, documentId);
    if (!row) throw documentNotFound();
    if (row.type !== 'file' || !row.fileKey) throw notAFile();
    if (row.fileKind !== 'docx') throw noPreview();
    const cached = this.previews.get(row.fileKey);
    if (cached) return cached;
    const file = await this.storage.get(row.fileKey);
    if (!file) throw documentNotFound();
    let preview: DocxPreview;
    try {
      preview = await docxPreview(await readAll(file));
    } catch {
      // A file that starts like docx but mammoth cannot read: the viewer offers the download instead.
      throw noPreview();
    }
    if (this.previews.size >= PREVIEW_CACHE_SIZE) this.previews.delete(this.previews.keys().next().value!);
    this.previews.set(row.fileKey, preview);
    return preview;
  }

  /** A short-lived address for the file, signed for this user (checked again when it is opened). */
  async downloadUrl(user: AuthUser, teamId: string, documentId: string, now = Date.now()) {
    await this.access.require('view', teamId, user.id);
    const row = await this.repository.find(teamId, documentId);
    if (!row) throw documentNotFound();
    if (row.type !== 'file') throw notAFile();
    const expiresAt = now + this.config.DOWNLOAD_URL_TTL_SECONDS * 1000;
    const token = this.signer.sign({ fileId: row.id, userId: user.id, teamId, expiresAt });
    return {
      url: `/api/documents/file?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** Opens a signed address: intact, unexpired, and its holder still allowed to view the team's documents. */
  async openFile(token: string, now = Date.now()): Promise<{ file: StoredFile; row: DocumentEntity }> {
    const grant = this.signer.verify(token, now);
    if (!grant) throw downloadRefused();
    try {
      await this.access.require('view', grant.teamId, grant.userId);
    } catch {
      throw downloadRefused();
    }
    const row = await this.repository.find(grant.teamId, grant.fileId);
    if (!row?.fileKey) throw documentNotFound();
    const file = await this.storage.get(row.fileKey);
    if (!file) throw documentNotFound();
    return { file, row };
  }

  /**
   * The acknowledgement box: recorded on Done only when ticked (the web app sends acknowledged true then);
   * false withdraws the caller's own acknowledgements.
   */
  async updateAcknowledgement(user: AuthUser, input: UpdateAcknowledgementInput, now = new Date()) {
    await this.access.require('acknowledge', input.teamId, user.id);
    const rows = await this.repository.findMany(input.teamId, input.documentIds);
    if (rows.length !== new Set(input.documentIds).size) throw documentNotFound();
    await this.repository.transaction(async (manager) => {
      if (!input.acknowledged) return this.repository.withdraw(manager, input.documentIds, user.id);
      const added = new Set(await this.repository.acknowledge(manager, input.documentIds, user.id, now));
      for (const row of rows)
        if (added.has(row.id)) await this.events.acknowledged(manager, row, user.id, now);
    });
    return { documentIds: input.documentIds, acknowledged: input.acknowledged };
  }

  /** Asks one member to acknowledge; notifications mails them (documents.document.v1 AcknowledgementRequested). */
  async requestAcknowledgement(user: AuthUser, input: RequestAcknowledgementInput, now = new Date()) {
    const caller = await this.access.require('share', input.teamId, user.id);
    const row = await this.repository.find(input.teamId, input.documentId);
    if (!row) throw documentNotFound();
    const recipient = await this.directory.access(input.teamId, input.recipientUID);
    if (!recipient?.role || recipient.pending) throw recipientNotOnTeam();
    await this.repository.transaction(async (manager) => {
      const request = Object.assign(new AckRequestEntity(), {
        documentId: row.id,
        userId: input.recipientUID,
        requestedBy: user.id,
        requestedAt: now,
      });
      await this.repository.request(manager, request);
      await this.events.acknowledgementRequested(manager, row, {
        teamName: caller.team.name,
        requestedBy: user.id,
        recipientId: input.recipientUID,
        at: now,
      });
    });
    return { documentId: row.id, recipientUID: input.recipientUID, requestedAt: now.toISOString() };
  }

  /** /documents/acks?d: who acknowledged and when, and which members have not (editors only). */
  async acknowledgements(user: AuthUser, teamId: string, documentId: string): Promise<AcknowledgementList> {
    const caller = await this.access.require('viewAcknowledgements', teamId, user.id);
    const row = await this.repository.find(teamId, documentId);
    if (!row) throw documentNotFound();
    const [document] = await this.toDtos(caller, user.id, [row]);
    const members = await this.directory.members(teamId);
    const requested = new Set(document!.requestAcknowledgement);
    const nameOf = (id: string) => {
      const m = members.find((member) => member.userId === id);
      return m ? [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email : 'Former member';
    };
    const acknowledged = Object.entries(document!.acknowledgements)
      .map(([userId, acknowledgedAt]) => ({
        userId,
        name: nameOf(userId),
        acknowledgedAt,
        requested: requested.has(userId),
      }))
      .sort((a, b) => a.acknowledgedAt.localeCompare(b.acknowledgedAt));
    const notAcknowledged = members
      .filter((m) => !(m.userId in document!.acknowledgements))
      .map((m) => ({ userId: m.userId, name: nameOf(m.userId), requested: requested.has(m.userId) }))
      .sort((a, b) => Number(b.requested) - Number(a.requested) || a.name.localeCompare(b.name));
    return { document: document!, acknowledged, notAcknowledged };
  }

  private async saveNew(values: DocumentEntity, storedKey?: string): Promise<DocumentEntity> {
    try {
      return await this.repository.transaction(async (manager) => {
        const row = await this.repository.save(manager, Object.assign(new DocumentEntity(), values));
        await this.events.shared(manager, row);
        return row;
      });
    } catch (error) {
      // The object was written first; without its row nobody can reach it.
      if (storedKey) await this.storage.remove(storedKey);
      throw error;
    }
  }

  private async toDtos(caller: TeamCaller, userId: string, rows: DocumentEntity[]): Promise<DocumentDto[]> {
    const ids = rows.map((row) => row.id);
    const seesAll = caller.role === 'ADMIN' || caller.role === 'COACH';
    const [acks, requests] = await Promise.all([
      this.repository.acknowledgementsOf(ids),
      this.repository.requestsOf(ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      teamId: row.teamId,
      type: row.type,
      name: row.name,
      path: row.path,
      url: row.url,
      fileName: row.fileName,
      fileKind: row.fileKind,
      fileSize: row.fileSize,
      previewImage: row.previewImage,
      description: row.description,
      readOnly: row.readOnly,
      uploadedBy: row.uploadedBy,
      uploadedAt: row.uploadedAt.toISOString(),
      requestAcknowledgement: requests
        .filter((r) => r.documentId === row.id && (seesAll || r.userId === userId))
        .map((r) => r.userId),
      acknowledgements: Object.fromEntries(
        acks
          .filter((a) => a.documentId === row.id && (seesAll || a.userId === userId))
          .map((a) => [a.userId, a.acknowledgedAt.toISOString()]),
      ),
      actions: this.access.actionsFor(caller, row),
    }));
  }
}

/** Every folder and its parents ('a/b' gives 'a' and 'a/b'), sorted. */
export function foldersOf(paths: string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return [...folders].sort((a, b) => a.localeCompare(b));
}

function folderPath(path: string): string {
  const normalized = normalizeFolderPath(path);
  if (normalized === null) throw badPath();
  return normalized;
}

/** One object per upload: a replaced file gets a new key, so the old one can be deleted after the switch. */
function fileKey(teamId: string, documentId: string): string {
  return `teams/${teamId}/documents/${documentId}/${randomUUID()}`;
}

function readFile(base64: string): { bytes: Buffer; kind: DocumentFileKind } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > DOCUMENT_FILE_MAX_BYTES) throw fileTooLarge();
  const kind = documentKindOf(bytes);
  if (!kind) throw unsupportedFile();
  return { bytes, kind };
}

async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
