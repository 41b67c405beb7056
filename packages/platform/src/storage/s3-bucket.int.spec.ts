import { buffer } from 'node:stream/consumers';
import { describeWithMinio } from '../testing';
import { S3Bucket, type S3BucketOptions } from './s3-bucket';
import { S3Error } from './s3.errors';

describeWithMinio('S3Bucket on a real MinIO', (minio) => {
  jest.setTimeout(60_000);
  const options = (overrides: Partial<S3BucketOptions> = {}): S3BucketOptions => ({
    endpoint: minio().endpoint,
    bucket: 'platform-bucket',
    region: 'us-east-1',
    accessKeyId: minio().accessKeyId,
    secretAccessKey: minio().secretAccessKey,
    prefix: 'suite',
    ...overrides,
  });

  it('creates the missing bucket once; a second ensureBucket finds it there', async () => {
    await new S3Bucket(options()).ensureBucket();
    await new S3Bucket(options()).ensureBucket();
  });

  it('stores, reads back as a stream with size and type, tells existence, and removes (twice is fine)', async () => {
    const bucket = new S3Bucket(options());
    await bucket.ensureBucket();
    const key = 'odd names/a?b#c%d.bin';
    const body = Buffer.alloc(70_000, 3);
    expect(await bucket.get(key)).toBeNull();
    expect(await bucket.exists(key)).toBe(false);
    await bucket.put(key, body, { contentType: 'application/x-test', cacheControl: 'no-store' });
    expect(await bucket.exists(key)).toBe(true);
    const object = await bucket.get(key);
    expect(object && { size: object.size, contentType: object.contentType }).toEqual({
      size: body.length,
      contentType: 'application/x-test',
    });
    expect((await buffer(object!.body)).equals(body)).toBe(true);
    await bucket.remove(key);
    await bucket.remove(key);
    expect(await bucket.exists(key)).toBe(false);
  });

  it('keeps prefixes apart inside one bucket', async () => {
    const a = new S3Bucket(options({ prefix: '/env-a/' }));
    const b = new S3Bucket(options({ prefix: 'env-b' }));
    await a.ensureBucket();
    await a.put('shared/key', Buffer.from('a'), { contentType: 'text/plain' });
    expect(await a.exists('shared/key')).toBe(true);
    expect(await b.exists('shared/key')).toBe(false);
  });

  it('answers S3Error with the operation, key and status for wrong credentials', async () => {
    const wrong = new S3Bucket(options({ secretAccessKey: 'not-the-secret' }));
    const error = await wrong.exists('k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ operation: 'HEAD', key: 'k', status: 403 });
    await expect(wrong.ensureBucket()).rejects.toThrow(/S3 HEAD bucket platform-bucket answered 403/);
  });
});
