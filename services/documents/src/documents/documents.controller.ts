import type { z } from 'zod';
import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { downloadFileName, type DocumentFileKind } from '@chalktalk/domain';
import { type AuthUser, CurrentUser, Input, Public } from '@chalktalk/platform';
import {
  addLinkSchema,
  copyDocumentSchema,
  documentQuerySchema,
  downloadQuerySchema,
  replaceFileSchema,
  requestAcknowledgementSchema,
  teamQuerySchema,
  updateAcknowledgementSchema,
  updateDocumentSchema,
  uploadDocumentSchema,
} from './documents.dto';
import { DocumentsService } from './documents.service';

/** The slice of Fastify's reply the file answer uses. */
interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(payload?: unknown): unknown;
}

/** Team documents (call group documents/*). */
@Controller('api/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get('getDocuments')
  getDocuments(
    @CurrentUser() user: AuthUser,
    @Input(teamQuerySchema, 'query') q: z.infer<typeof teamQuerySchema>,
  ) {
    return this.documents.list(user, q.teamId);
  }

  @Get('getDocument')
  getDocument(
    @CurrentUser() user: AuthUser,
    @Input(documentQuerySchema, 'query') q: z.infer<typeof documentQuerySchema>,
  ) {
    return this.documents.get(user, q.teamId, q.documentId);
  }

  @Post('uploadDocument')
  @HttpCode(200)
  uploadDocument(
    @CurrentUser() user: AuthUser,
    @Input(uploadDocumentSchema) input: z.infer<typeof uploadDocumentSchema>,
  ) {
    return this.documents.upload(user, input);
  }

  @Post('addLink')
  @HttpCode(200)
  addLink(@CurrentUser() user: AuthUser, @Input(addLinkSchema) input: z.infer<typeof addLinkSchema>) {
    return this.documents.addLink(user, input);
  }

  @Post('updateDocument')
  @HttpCode(200)
  updateDocument(
    @CurrentUser() user: AuthUser,
    @Input(updateDocumentSchema) input: z.infer<typeof updateDocumentSchema>,
  ) {
    return this.documents.update(user, input);
  }

  @Post('replaceFile')
  @HttpCode(200)
  replaceFile(
    @CurrentUser() user: AuthUser,
    @Input(replaceFileSchema) input: z.infer<typeof replaceFileSchema>,
  ) {
    return this.documents.replaceFile(user, input);
  }

  @Post('deleteDocument')
  @HttpCode(200)
  deleteDocument(
    @CurrentUser() user: AuthUser,
    @Input(documentQuerySchema) input: z.infer<typeof documentQuerySchema>,
  ) {
    return this.documents.delete(user, input.teamId, input.documentId);
  }

  @Post('copyDocument')
  @HttpCode(200)
  copyDocument(
    @CurrentUser() user: AuthUser,
    @Input(copyDocumentSchema) input: z.infer<typeof copyDocumentSchema>,
  ) {
    return this.documents.copy(user, input);
  }

  @Get('getDownloadUrl')
  getDownloadUrl(
    @CurrentUser() user: AuthUser,
    @Input(documentQuerySchema, 'query') q: z.infer<typeof documentQuerySchema>,
  ) {
    return this.documents.downloadUrl(user, q.teamId, q.documentId);
  }

  /** A docx file as a structured document the viewer draws in the page (pdf is read by pdf.js). */
  @Get('getPreview')
  getPreview(
    @CurrentUser() user: AuthUser,
    @Input(documentQuerySchema, 'query') q: z.infer<typeof documentQuerySchema>,
  ) {
    return this.documents.preview(user, q.teamId, q.documentId);
  }

  @Get('getAcknowledgements')
  getAcknowledgements(
    @CurrentUser() user: AuthUser,
    @Input(documentQuerySchema, 'query') q: z.infer<typeof documentQuerySchema>,
  ) {
    return this.documents.acknowledgements(user, q.teamId, q.documentId);
  }

  /**
   * Public at the edge: pdf.js, <a download> and <iframe> send no bearer token. The signed token is the credential
   * (short-lived, for one user and file) and membership is checked again here. PDFs open inline (the viewer reads
   * them); Word files download. The sandbox CSP keeps any script a file might carry from running on our origin.
   */
  @Public()
  @Get('file')
  async file(
    @Input(downloadQuerySchema, 'query') q: z.infer<typeof downloadQuerySchema>,
    @Res() reply: Reply,
  ) {
    const { file, row } = await this.documents.openFile(q.token);
    const kind = (row.fileKind ?? 'pdf') as DocumentFileKind;
    const name = downloadFileName(row.name, kind);
    reply
      .status(200)
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header(
        'content-disposition',
        `${kind === 'pdf' ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(file.body);
  }
}

/** The messaging calls of spec 1 section 7 that belong to documents (acknowledgements). */
@Controller('api/messaging')
export class AcknowledgementsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('updateAcknowledgement')
  @HttpCode(200)
  updateAcknowledgement(
    @CurrentUser() user: AuthUser,
    @Input(updateAcknowledgementSchema) input: z.infer<typeof updateAcknowledgementSchema>,
  ) {
    return this.documents.updateAcknowledgement(user, input);
  }

  @Post('requestAcknowledgement')
  @HttpCode(200)
  requestAcknowledgement(
    @CurrentUser() user: AuthUser,
    @Input(requestAcknowledgementSchema) input: z.infer<typeof requestAcknowledgementSchema>,
  ) {
    return this.documents.requestAcknowledgement(user, input);
  }
}
