import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailboxStore } from './mailbox-store';

describe('MailboxStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mailbox-spec-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const mail = (subject: string) => ({ to: ['a@b.co'], from: 'x@y.z', subject, text: 't', html: '<p>t</p>' });

  it('lists newest first and keeps only the newest `limit` messages', async () => {
    const store = new MailboxStore(dir, 2);
    await store.save(mail('one'), new Date('2025-01-01T00:00:01Z'));
    await store.save(mail('two'), new Date('2025-01-01T00:00:02Z'));
    await store.save(mail('three'), new Date('2025-01-01T00:00:03Z'));
    const listed = await store.list();
    expect(listed.map((m) => m.subject)).toEqual(['three', 'two']);
    expect(listed[0]!.receivedAt).toBe('2025-01-01T00:00:03.000Z');
  });

  it('is empty when the directory does not exist yet, and can be cleared', async () => {
    expect(await new MailboxStore(join(dir, 'missing')).list()).toEqual([]);
    const store = new MailboxStore(dir);
    await store.save(mail('one'));
    await store.clear();
    expect(await store.list()).toEqual([]);
  });
});
