import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeWithMinio,
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { createRenderApp, loadRenderConfig } from '../src';
import { createStorage } from '../src/render-service.module';
import { LocalFolderStorage } from '../src/storage/local-folder-storage';
import type { ObjectStorage } from '../src/storage/object-storage';
import { S3Storage } from '../src/storage/s3-storage';
import { CONTRACT_BASE_URL, objectStorageContract } from './support/object-storage.contract';

/** The same storage suite against every adapter: the local folder and S3 on a real MinIO server. */
describe('ObjectStorage contract: local folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-local-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = new LocalFolderStorage(root, CONTRACT_BASE_URL);
  objectStorageContract(() => storage);
});

describeWithMinio('ObjectStorage contract: S3 on MinIO', (minio) => {
  jest.setTimeout(60_000);
  let storage: S3Storage;
  const s3Env = () => ({
    // The storage needs no database; the service's schema requires the variable (the app below sets its own).
    DATABASE_URL: 'postgres://127.0.0.1:1/unused',
    RENDER_STORAGE: 's3',
    RENDER_S3_ENDPOINT: minio().endpoint,
    RENDER_S3_ACCESS_KEY_ID: minio().accessKeyId,
    RENDER_S3_SECRET_ACCESS_KEY: minio().secretAccessKey,
    RENDER_S3_BUCKET: 'render-contract',
    RENDER_S3_PREFIX: 'test-env',
    RENDER_PUBLIC_BASE_URL: CONTRACT_BASE_URL,
  });

  beforeAll(async () => {
    // Made the way the service makes it: from configuration, creating the missing bucket.
    storage = (await createStorage(loadRenderConfig(s3Env()))) as S3Storage;
    expect(storage).toBeInstanceOf(S3Storage);
  });

  objectStorageContract(() => storage);

  it('keeps objects under the configured prefix, and a second pod finds the bucket already there', async () => {
    const again: ObjectStorage = await createStorage(loadRenderConfig(s3Env()));
    const hash = 'cd'.padEnd(64, '0');
    await storage.putBuffer(`cd/${hash}/poster.png`, Buffer.from('png'), 'image/png');
    expect(await again.urlIfExists(`cd/${hash}/poster.png`)).toBe(
      `${CONTRACT_BASE_URL}/cd/${hash}/poster.png`,
    );
    const other = await createStorage(loadRenderConfig({ ...s3Env(), RENDER_S3_PREFIX: 'other-env' }));
    expect(await other.urlIfExists(`cd/${hash}/poster.png`)).toBeUndefined();
  });

  it('answers a clear error for wrong credentials instead of "not stored"', async () => {
    const wrong = await createStorage(
      loadRenderConfig({ ...s3Env(), RENDER_S3_SECRET_ACCESS_KEY: 'not-the-secret' }),
    ).catch((error: Error) => error);
    expect(wrong).toBeInstanceOf(Error);
    expect((wrong as Error).message).toMatch(/403/);
  });

  describe('the files route of a render pod on S3 storage (what the gateway proxies)', () => {
    let pg: TestPostgres;
    let issuer: TestIssuer;
    let app: Awaited<ReturnType<typeof createRenderApp>>;

    beforeAll(async () => {
      pg = await startTestPostgres();
      issuer = await startTestIssuer();
      app = await createRenderApp(
        loadRenderConfig({
          ...s3Env(),
          NODE_ENV: 'test',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
          JWKS_URL: issuer.jwksUrl,
          DATABASE_URL: pg.url('storage_render'),
        }),
      );
      await app.getHttpAdapter().getInstance().ready();
    }, 90_000);

    afterAll(async () => {
      await app?.close();
      await issuer?.stop();
      await pg?.stop();
    });

    it('serves a file another pod stored in the bucket, and G004 for one that is not there', async () => {
      const hash = 'ef'.padEnd(64, '1');
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(3000, 7)]);
      await storage.putBuffer(`ef/${hash}/play.gif`, gif, 'image/gif');
      const res = await app.inject({ method: 'GET', url: `/api/render/files/ef/${hash}/play.gif` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['content-length']).toBe(String(gif.length));
      expect(res.rawPayload.equals(gif)).toBe(true);
      const missing = await app.inject({ method: 'GET', url: `/api/render/files/ef/${hash}/play.mp4` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'G004' } });
    });
  });
});
