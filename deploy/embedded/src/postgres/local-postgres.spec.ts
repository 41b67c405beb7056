import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { letPostgresUserReach } from './local-postgres';

describe('letPostgresUserReach (the embedded database as root)', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'chalktalk-reach-'));
    await chmod(root, 0o755);
  });
  afterEach(async () => {
    await chmod(root, 0o755);
    await rm(root, { recursive: true, force: true });
  });

  it('lets others traverse a private data folder (mktemp -d makes it 0700) without letting them list it', async () => {
    const dataDir = join(root, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    const said: string[] = [];
    await letPostgresUserReach(dataDir, (message) => said.push(message));
    expect((await stat(dataDir)).mode & 0o777).toBe(0o701);
    expect(said).toEqual([
      `${dataDir}: others may now traverse it (o+x), so the postgres user reaches its cluster`,
    ]);
  });

  it('leaves a folder others may already traverse as it is, and says nothing', async () => {
    const dataDir = join(root, 'data');
    await mkdir(dataDir, { mode: 0o755 });
    const said: string[] = [];
    await letPostgresUserReach(dataDir, (message) => said.push(message));
    expect((await stat(dataDir)).mode & 0o777).toBe(0o755);
    expect(said).toEqual([]);
  });

  it('stops with the blocking folder named when one above the data folder is private', async () => {
    const dataDir = join(root, 'home', 'data');
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await chmod(join(root, 'home'), 0o700);
    await expect(letPostgresUserReach(dataDir, () => undefined)).rejects.toThrow(
      `${join(root, 'home')} is not traversable by the postgres user`,
    );
  });
});
