import { readFile } from 'node:fs/promises';
import { S3Bucket, type S3BucketOptions } from '@chalktalk/platform';
import { checkKey, ObjectStorage, publicUrl, StoredObject } from './object-storage';

export interface S3StorageOptions extends S3BucketOptions {
  publicBaseUrl: string;
}

/** Rendered files are content-addressed: a key's bytes never change, so caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Rendered files in an S3-compatible bucket shared by every render pod: whichever pod rendered a play, any pod
 * answers it from the cache and serves its files. The bucket itself is the platform's S3Bucket; this adapter adds
 * the render key rules (checkKey) and the public URLs.
 */
export class S3Storage implements ObjectStorage {
  private readonly bucket: S3Bucket;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = new S3Bucket(options);
  }

  /** Creates the bucket when it is missing (boot; MinIO and the tests start empty). */
  ensureBucket(): Promise<void> {
    return this.bucket.ensureBucket();
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<string> {
    return this.putBuffer(key, await readFile(sourcePath), contentType);
  }

  async putBuffer(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.bucket.put(checkKey(key), body, { contentType, cacheControl: IMMUTABLE });
    return publicUrl(this.options.publicBaseUrl, key);
  }

  async urlIfExists(key: string): Promise<string | undefined> {
    return (await this.bucket.exists(checkKey(key))) ? publicUrl(this.options.publicBaseUrl, key) : undefined;
  }

  async read(key: string): Promise<StoredObject | undefined> {
    const object = await this.bucket.get(checkKey(key));
    return object ? { size: object.size, body: object.body } : undefined;
  }
}
