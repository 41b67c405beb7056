import { randomUUID } from 'node:crypto';
import { ConfigError } from '@chalktalk/platform';
import { describeWithMinio, type TestMinio as MinioServer } from '@chalktalk/platform/testing';
import { createLogoStorage } from '../../src/branding/branding.module';
import { S3LogoStorage } from '../../src/branding/s3-logo-storage';
import { loadTeamsConfig } from '../../src/config';
import { TeamsHarness } from './teams-harness';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('logo'),
]);

const s3Env = (minio: MinioServer, prefix: string) => ({
  LOGO_STORAGE: 's3',
  LOGO_S3_ENDPOINT: minio.endpoint,
  LOGO_S3_ACCESS_KEY_ID: minio.accessKeyId,
  LOGO_S3_SECRET_ACCESS_KEY: minio.secretAccessKey,
  LOGO_S3_BUCKET: 'teams-logos',
  LOGO_S3_PREFIX: prefix,
});

it('needs the endpoint and credentials for LOGO_STORAGE=s3', () => {
  expect(() => loadTeamsConfig({ DATABASE_URL: 'postgres://127.0.0.1:1/x', LOGO_STORAGE: 's3' })).toThrow(
    ConfigError,
  );
});

describeWithMinio('logos in S3 (real MinIO)', (minio) => {
  jest.setTimeout(60_000);
  const h = new TeamsHarness();
  beforeAll(() => h.start('teams_logos_s3', s3Env(minio(), 'suite')), 120_000);
  afterAll(() => h.stop());

  const storageFor = async (prefix: string) =>
    createLogoStorage(
      loadTeamsConfig({ DATABASE_URL: 'postgres://127.0.0.1:1/x', ...s3Env(minio(), prefix) }),
    );

  it('stores, replaces and removes a logo; a missing one reads as null; prefixes keep environments apart', async () => {
    const storage = await storageFor('unit');
    expect(storage).toBeInstanceOf(S3LogoStorage);
    const key = randomUUID();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, png, 'image/png');
    await storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('jpeg'), contentType: 'image/jpeg' });
    expect(await (await storageFor('other')).get(key)).toBeNull();
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.get('../secret')).rejects.toThrow('Invalid logo key');
  });

  it('serves a logo uploaded through updateEntityLogo from the bucket, to another pod too', async () => {
    const owner = randomUUID();
    const created = await h.post<{ program: { id: string } }>(owner, 'createProgram', {
      name: 'Club',
      teams: [{ name: 'Varsity', sport: 'LACROSSE_MENS' }],
    });
    const programId = created.body.program.id;
    const logo = `data:image/png;base64,${png.toString('base64')}`;
    const saved = await h.post<{ logoUrl: string }>(owner, 'updateEntityLogo', { entityId: programId, logo });
    expect(saved.status).toBe(200);
    const served = await h.app.inject({ method: 'GET', url: saved.body.logoUrl });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(png)).toBe(true);
    // A second pod with the same bucket and prefix reads the same object.
    expect(await (await storageFor('suite')).get(programId)).toEqual({
      bytes: png,
      contentType: 'image/png',
    });
    await h.post(owner, 'updateEntityLogo', { entityId: programId, logo: null });
    const gone = await h.app.inject({ method: 'GET', url: `/api/teams/entityLogo?entityId=${programId}` });
    expect(gone.statusCode).toBe(204);
  });
});
