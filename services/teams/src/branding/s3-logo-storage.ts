import { buffer } from 'node:stream/consumers';
import { S3Bucket, type S3BucketOptions } from '@chalktalk/platform';
import type { LogoStorage } from './logo-storage';

/** `prefix` is prepended to the `logos/<id>` keys inside the bucket ('' for none). */
export type S3LogoStorageOptions = S3BucketOptions;

const KEY = /^[0-9a-f-]{36}$/i;

/**
 * Logos in an S3-compatible bucket, so every teams pod serves the same logo (the local folder only works with one
 * pod). One object per program or team id under `logos/`, with the image's content type; a missing object reads
 * as null (spec 1 section 7: a missing logo is not an error). The bucket itself is the platform's S3Bucket.
 */
export class S3LogoStorage implements LogoStorage {
  private readonly bucket: S3Bucket;

  constructor(options: S3LogoStorageOptions) {
    this.bucket = new S3Bucket(options);
  }

  /** Creates the bucket when it is missing (boot; MinIO and the tests start empty). */
  ensureBucket(): Promise<void> {
    return this.bucket.ensureBucket();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.bucket.put(objectKey(key), bytes, { contentType });
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const object = await this.bucket.get(objectKey(key));
    // Logos are small (the upload limit caps them), so they are read whole.
    return object ? { bytes: await buffer(object.body), contentType: object.contentType } : null;
  }

  async remove(key: string): Promise<void> {
    await this.bucket.remove(objectKey(key));
  }
}

/** Keys are entity ids; anything else could reach other objects of the bucket. */
function objectKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid logo key');
  return `logos/${key}`;
}
