/// <reference types="jest" />
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from '../../src/storage/object-storage';

export const CONTRACT_BASE_URL = 'http://files.test/api/render/files';

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * What every ObjectStorage adapter must do, run unchanged against each (local folder, S3 on MinIO). `storage`
 * is called inside each test, after the suite's beforeAll made the adapter, with CONTRACT_BASE_URL as base.
 */
export function objectStorageContract(storage: () => ObjectStorage): void {
  const work = mkdtempSync(join(tmpdir(), 'storage-contract-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  // A fresh content-addressed key per test, shaped like the renderer's.
  const key = (name = 'play.gif') => {
    const hash = randomBytes(32).toString('hex');
    return `${hash.slice(0, 2)}/${hash}/${name}`;
  };

  it('stores a buffer, answers its public URL and reads back the same bytes', async () => {
    const k = key();
    expect(await storage().urlIfExists(k)).toBeUndefined();
    const body = Buffer.concat([Buffer.from('GIF89a'), randomBytes(64 * 1024)]);
    const url = await storage().putBuffer(k, body, 'image/gif');
    expect(url).toBe(`${CONTRACT_BASE_URL}/${k}`);
    expect(await storage().urlIfExists(k)).toBe(url);
    const stored = await storage().read(k);
    expect(stored?.size).toBe(body.length);
    expect((await bytes(stored!.body)).equals(body)).toBe(true);
  });

  it('stores a file from disk (an encoder output) byte for byte', async () => {
    const k = key('play.mp4');
    const source = join(work, `${randomUUID()}.mp4`);
    const body = randomBytes(2 * 1024 * 1024 + 17);
    writeFileSync(source, body);
    expect(await storage().putFile(k, source, 'video/mp4')).toBe(`${CONTRACT_BASE_URL}/${k}`);
    const stored = await storage().read(k);
    expect(stored?.size).toBe(body.length);
    expect((await bytes(stored!.body)).equals(body)).toBe(true);
  });

  it('answers undefined for a key that is not stored', async () => {
    const k = key('poster.png');
    expect(await storage().urlIfExists(k)).toBeUndefined();
    expect(await storage().read(k)).toBeUndefined();
  });

  it('lets two pods store the same content-addressed file at once; the file is whole afterwards', async () => {
    const k = key();
    const body = randomBytes(512 * 1024);
    const urls = await Promise.all([
      storage().putBuffer(k, body, 'image/gif'),
      storage().putBuffer(k, body, 'image/gif'),
      storage().putBuffer(k, body, 'image/gif'),
    ]);
    expect(new Set(urls).size).toBe(1);
    expect((await bytes((await storage().read(k))!.body)).equals(body)).toBe(true);
  });

  it('refuses keys that leave the storage root', async () => {
    await expect(storage().putBuffer('../outside/play.gif', Buffer.from('x'), 'image/gif')).rejects.toThrow(
      /escapes/,
    );
    await expect(storage().read('ab/../../etc/passwd')).rejects.toThrow(/escapes/);
  });
}
