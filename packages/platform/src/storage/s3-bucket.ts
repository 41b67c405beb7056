import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { bucketUrl, normalizePrefix, objectUrl } from './s3-object-url';
import { S3Error } from './s3.errors';

export interface S3BucketOptions {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://s3.eu-west-1.amazonaws.com; requests are path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key inside the bucket, so environments can share one bucket ('' for none). */
  prefix: string;
}

export interface S3PutOptions {
  contentType: string;
  cacheControl?: string;
}

/** An object opened for reading: the body streams, nothing is buffered. */
export interface S3Object {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * One bucket of an S3-compatible store (AWS S3, MinIO), shared by every pod of a service. Plain signed HTTP
 * (aws4fetch: SigV4 over fetch, no SDK). Objects are small enough to send from memory with their length, and an
 * S3 PUT is atomic, so readers never see half an object. Keys are relative to the prefix; callers apply their own
 * key rules on top.
 */
export class S3Bucket {
  private readonly client: AwsClient;
  private readonly prefix: string;

  constructor(private readonly options: S3BucketOptions) {
    this.prefix = normalizePrefix(options.prefix);
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
    const url = bucketUrl(this.options.endpoint, this.options.bucket);
    const head = await this.client.fetch(url, { method: 'HEAD' });
    if (head.ok) return;
    if (head.status !== 404) throw new S3Error('HEAD bucket', this.options.bucket, head.status, '');
    const created = await this.client.fetch(url, { method: 'PUT' });
    // 409: another pod created it at the same moment.
    if (!created.ok && created.status !== 409)
      throw new S3Error('PUT bucket', this.options.bucket, created.status, await created.text());
    await created.arrayBuffer();
  }

  async put(key: string, body: Uint8Array, options: S3PutOptions): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': options.contentType,
      'content-length': String(body.byteLength),
    };
    if (options.cacheControl) headers['cache-control'] = options.cacheControl;
    // A copy typed as a plain ArrayBuffer view, which fetch's BodyInit requires (a Buffer may sit on a shared pool).
    const res = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers,
    });
    if (!res.ok) throw new S3Error('PUT', key, res.status, await res.text());
    await res.arrayBuffer();
  }

  /** The object, or null when it is not stored. */
  async get(key: string): Promise<S3Object | null> {
    const res = await this.client.fetch(this.url(key), { method: 'GET' });
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok || !res.body) throw new S3Error('GET', key, res.status, await res.text());
    return {
      body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      size: Number(res.headers.get('content-length') ?? 0),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.client.fetch(this.url(key), { method: 'HEAD' });
    if (res.status === 404) return false;
    if (!res.ok) throw new S3Error('HEAD', key, res.status, '');
    return true;
  }

  /** Removes the object; removing one that is not there is fine (S3 answers 204 either way). */
  async remove(key: string): Promise<void> {
    const res = await this.client.fetch(this.url(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new S3Error('DELETE', key, res.status, await res.text());
    await res.arrayBuffer();
  }

  private url(key: string): string {
    return objectUrl(this.options.endpoint, this.options.bucket, this.prefix, key);
  }
}
