import { AwsClient } from 'aws4fetch';
import type { LogoStorage } from './logo-storage';

export interface S3LogoStorageOptions {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://s3.eu-west-1.amazonaws.com; requests are path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to the `logos/<id>` keys inside the bucket ('' for none). */
  prefix: string;
}

/** An S3 answer that is neither success nor a plain "not there". */
export class S3LogoStorageError extends Error {
  constructor(operation: string, key: string, status: number, body: string) {
    super(`S3 ${operation} ${key} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'S3LogoStorageError';
  }
}

const KEY = /^[0-9a-f-]{36}$/i;

/**
 * Logos in an S3-compatible bucket, so every teams pod serves the same logo (the local folder only works with one
 * pod). One object per program or team id, with the image's content type; a missing object reads as null (spec 1
 * section 7: a missing logo is not an error). Signed with aws4fetch (SigV4 over fetch, no SDK).
 */
export class S3LogoStorage implements LogoStorage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3LogoStorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 3,
    });
  }

  /** Creates the bucket when it is missing (boot; MinIO and the tests start empty). */
  async ensureBucket(): Promise<void> {
    const bucketUrl = `${this.endpoint()}/${this.options.bucket}`;
    const head = await this.client.fetch(bucketUrl, { method: 'HEAD' });
    if (head.ok) return;
    if (head.status !== 404)
      throw new S3LogoStorageError('HEAD bucket', this.options.bucket, head.status, '');
    const created = await this.client.fetch(bucketUrl, { method: 'PUT' });
    // 409: another pod created it meanwhile.
    if (!created.ok && created.status !== 409)
      throw new S3LogoStorageError('PUT bucket', this.options.bucket, created.status, await created.text());
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
    });
    if (!res.ok) throw new S3LogoStorageError('PUT', key, res.status, await res.text());
    await res.arrayBuffer();
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const res = await this.client.fetch(this.objectUrl(key), { method: 'GET' });
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) throw new S3LogoStorageError('GET', key, res.status, await res.text());
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 whether or not the object existed.
    const res = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404)
      throw new S3LogoStorageError('DELETE', key, res.status, await res.text());
    await res.arrayBuffer();
  }

  private endpoint(): string {
    return this.options.endpoint.replace(/\/+$/, '');
  }

  private objectUrl(key: string): string {
    // Keys are entity ids; anything else could reach other objects of the bucket.
    if (!KEY.test(key)) throw new Error('Invalid logo key');
    const prefix = this.options.prefix.replace(/^\/+|\/+$/g, '');
    const folder = prefix ? `${prefix.split('/').map(encodeURIComponent).join('/')}/logos` : 'logos';
    return `${this.endpoint()}/${this.options.bucket}/${folder}/${key}`;
  }
}
