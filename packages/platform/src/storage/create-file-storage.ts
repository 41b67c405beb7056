import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';
import type { S3BucketOptions } from './s3-bucket';

export type FileStorageOptions = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3BucketOptions);

/** The configured adapter; an S3 bucket is created when it is missing. */
export async function createFileStorage(options: FileStorageOptions): Promise<FileStorage> {
  if (options.kind === 'local') return new LocalFileStorage(options.dir);
  const { kind: _kind, ...bucket } = options;
  const storage = new S3FileStorage(bucket);
  await storage.ensureBucket();
  return storage;
}
