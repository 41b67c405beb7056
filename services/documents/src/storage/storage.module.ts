import { Global, Module } from '@nestjs/common';
import { createFileStorage, DownloadSigner, FILE_STORAGE, type FileStorage } from '@chalktalk/platform';
import { join } from 'node:path';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from '../config';

/** The configured file storage (platform port) and the signer of download addresses. */
export function documentsFileStorage(config: DocumentsConfig): Promise<FileStorage> {
  if (config.FILE_STORAGE === 'local')
    return createFileStorage({ kind: 'local', dir: join(config.DATA_DIR, 'documents', 'files') });
  // loadDocumentsConfig has checked that the endpoint and credentials are there.
  return createFileStorage({
    kind: 's3',
    endpoint: config.FILES_S3_ENDPOINT!,
    bucket: config.FILES_S3_BUCKET,
    region: config.FILES_S3_REGION,
    accessKeyId: config.FILES_S3_ACCESS_KEY_ID!,
    secretAccessKey: config.FILES_S3_SECRET_ACCESS_KEY!,
    prefix: config.FILES_S3_PREFIX,
  });
}

@Global()
@Module({
  providers: [
    { provide: FILE_STORAGE, inject: [DOCUMENTS_CONFIG], useFactory: documentsFileStorage },
    {
      provide: DownloadSigner,
      inject: [DOCUMENTS_CONFIG],
      useFactory: (config: DocumentsConfig) => new DownloadSigner(config.DOWNLOAD_SIGNING_SECRET),
    },
  ],
  exports: [FILE_STORAGE, DownloadSigner],
})
export class StorageModule {}
