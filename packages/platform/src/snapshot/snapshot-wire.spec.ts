import { create, EnvelopeSchema } from '@chalktalk/contracts';
import { credentialMatches } from './internal-credential';
import { nextCursor } from './snapshot-source';
import {
  decodeSnapshotItem,
  encodeSnapshotItem,
  SNAPSHOT_PAGE_DEFAULT,
  SNAPSHOT_PAGE_MAX,
  snapshotPageSchema,
  snapshotTopicSchema,
} from './snapshot-wire';

describe('snapshot paging input', () => {
  const uuid = '0194c1f6-2b9e-7c3a-8d1e-5f6a7b8c9d0e';

  it('takes a uuid cursor and a limit within bounds, 200 when absent', () => {
    expect(snapshotPageSchema.parse({})).toEqual({ limit: SNAPSHOT_PAGE_DEFAULT });
    expect(snapshotPageSchema.parse({ after: uuid, limit: '50' })).toEqual({ after: uuid, limit: 50 });
    expect(snapshotPageSchema.parse({ limit: String(SNAPSHOT_PAGE_MAX) }).limit).toBe(SNAPSHOT_PAGE_MAX);
  });

  it.each([
    [{ after: 'x' }],
    [{ after: `${uuid}' OR 1=1` }],
    [{ after: `${uuid}0` }],
    [{ limit: '0' }],
    [{ limit: String(SNAPSHOT_PAGE_MAX + 1) }],
    [{ limit: '1.5' }],
    [{ limit: 'many' }],
  ])('refuses %j', (query) => {
    expect(snapshotPageSchema.safeParse(query).success).toBe(false);
  });

  it('takes topics named <service>.<aggregate>.v<n> only', () => {
    expect(snapshotTopicSchema.safeParse({ topic: 'playbook.play.v1' }).success).toBe(true);
    for (const topic of [
      'playbook',
      'playbook.play',
      '../etc',
      'Playbook.play.v1',
      'a.b.v1.dlq',
      'a'.repeat(101),
    ])
      expect(snapshotTopicSchema.safeParse({ topic }).success).toBe(false);
  });
});

describe('nextCursor', () => {
  it('is the last key of a full page and null for a short or empty one', () => {
    expect(nextCursor(['a', 'b'], 2, (key) => key)).toBe('b');
    expect(nextCursor(['a'], 2, (key) => key)).toBeNull();
    expect(nextCursor([], 2, (key) => key)).toBeNull();
  });
});

describe('snapshot items on the wire', () => {
  it('carry the envelope byte for byte', () => {
    const envelope = create(EnvelopeSchema, {
      eventId: 'e1',
      type: 'chalktalk.test.v1.Thing',
      payload: new Uint8Array([1, 2, 3]),
    });
    const decoded = decodeSnapshotItem('a.b.v1', encodeSnapshotItem('k', envelope));
    expect(decoded).toMatchObject({ topic: 'a.b.v1', key: 'k' });
    expect(decoded.envelope.eventId).toBe('e1');
    expect([...decoded.envelope.payload]).toEqual([1, 2, 3]);
  });
});

describe('credentialMatches', () => {
  const secret = 's'.repeat(40);
  it('accepts the configured credential only', () => {
    expect(credentialMatches(secret, secret)).toBe(true);
    expect(credentialMatches(secret, `${secret}x`)).toBe(false);
    expect(credentialMatches(secret, '')).toBe(false);
    expect(credentialMatches(secret, undefined)).toBe(false);
    expect(credentialMatches(secret, [secret])).toBe(false);
  });
  it('refuses everyone when no credential is configured', () => {
    expect(credentialMatches(undefined, '')).toBe(false);
    expect(credentialMatches(undefined, 'anything')).toBe(false);
  });
});
