import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { checkKey, ObjectStorage, publicUrl, StoredObject } from './object-storage';

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://s3.eu-west-1.amazonaws.com; requests are path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key inside the bucket ('' for none). */
  prefix: string;
  publicBaseUrl: string;
}

/** An S3 answer that is neither success nor a plain "not there". */
export class S3StorageError extends Error {
  constructor(operation: string, key: string, status: number, body: string) {
    super(`S3 ${operation} ${key} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'S3StorageError';
  }
}

/**
 * Object storage in an S3-compatible bucket, shared by every render pod: whichever pod rendered a play, any pod
 * answers it from the cache and serves its files. Plain signed HTTP (aws4fetch: SigV4 over fetch, no SDK).
 * A PUT is atomic in S3, so nobody sees half a file; files are small (a GIF is well under 10 MB), so they are
 * sent from memory with their length.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3StorageOptions) {
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
    const bucketUrl = `${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}`;
    const head = await this.client.fetch(bucketUrl, { method: 'HEAD' });
    if (head.ok) return;
    if (head.status !== 404) throw new S3StorageError('HEAD bucket', this.options.bucket, head.status, '');
    const created = await this.client.fetch(bucketUrl, { method: 'PUT' });
    // Another pod may have created it at the same moment.
    if (!created.ok && created.status !== 409)
      throw new S3StorageError('PUT bucket', this.options.bucket, created.status, await created.text());
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<string> {
    return this.putBuffer(key, await readFile(sourcePath), contentType);
  }

  async putBuffer(key: string, body: Buffer, contentType: string): Promise<string> {
    const res = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      // A copy typed as a plain ArrayBuffer view, which fetch's BodyInit requires.
      body: new Uint8Array(body),
      headers: {
        'content-type': contentType,
        'content-length': String(body.byteLength),
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    if (!res.ok) throw new S3StorageError('PUT', key, res.status, await res.text());
    await res.arrayBuffer();
    return publicUrl(this.options.publicBaseUrl, key);
  }

  async urlIfExists(key: string): Promise<string | undefined> {
    const res = await this.client.fetch(this.objectUrl(key), { method: 'HEAD' });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new S3StorageError('HEAD', key, res.status, '');
    return publicUrl(this.options.publicBaseUrl, key);
  }

  async read(key: string): Promise<StoredObject | undefined> {
    const res = await this.client.fetch(this.objectUrl(key), { method: 'GET' });
    if (res.status === 404) {
      await res.arrayBuffer();
      return undefined;
    }
    if (!res.ok || !res.body) throw new S3StorageError('GET', key, res.status, await res.text());
    return {
      size: Number(res.headers.get('content-length') ?? 0),
      body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
    };
  }

  private objectUrl(key: string): string {
    const path = `${this.options.prefix.replace(/^\/+|\/+$/g, '')}/${checkKey(key)}`.replace(/^\//, '');
    return `${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}/${path
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
  }
}
