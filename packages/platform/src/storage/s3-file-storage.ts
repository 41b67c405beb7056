import { S3Bucket, type S3BucketOptions } from './s3-bucket';
import { checkStorageKey, type FileStorage, type StoredFile } from './file-storage';

/** Files in an S3-compatible bucket (MinIO in compose and helm), shared by every pod of the service. */
export class S3FileStorage implements FileStorage {
  private readonly bucket: S3Bucket;

  constructor(options: S3BucketOptions) {
    this.bucket = new S3Bucket(options);
  }

  /** Creates the bucket when it is missing (boot; MinIO and the tests start empty). */
  ensureBucket(): Promise<void> {
    return this.bucket.ensureBucket();
  }

  // async: a refused key is a rejected promise, as with the local folder.
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    return this.bucket.put(checkStorageKey(key), bytes, { contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    return this.bucket.get(checkStorageKey(key));
  }

  async remove(key: string): Promise<void> {
    return this.bucket.remove(checkStorageKey(key));
  }
}
