import { create, EnvelopeSchema } from '@chalktalk/contracts';
import { INTERNAL_CREDENTIAL_HEADER } from './internal-credential';
import { readSnapshot, SnapshotReadError } from './snapshot-client';
import { nextCursor } from './snapshot-source';
import { encodeSnapshotItem, snapshotPageSchema } from './snapshot-wire';

const ids = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);

/** A fake owner paging `ids` by keyset, as the sources do: rows after the cursor, `limit` of them. */
function owner(rows: string[], calls: URL[]): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url);
    const headers = new Headers(init?.headers);
    if (headers.get(INTERNAL_CREDENTIAL_HEADER) !== 'secret') return new Response('{}', { status: 401 });
    const { after, limit } = snapshotPageSchema.parse(Object.fromEntries(url.searchParams));
    const page = rows.filter((id) => after === undefined || id > after).slice(0, limit);
    const items = page.map((id) =>
      encodeSnapshotItem(id, create(EnvelopeSchema, { eventId: id, type: 'chalktalk.test.v1.Thing' })),
    );
    return Response.json({ items, next: nextCursor(page, limit, (id) => id) });
  }) as typeof fetch;
}

const read = async (options: Parameters<typeof readSnapshot>[0]) => {
  const pages: string[][] = [];
  for await (const page of readSnapshot(options)) pages.push(page.map((message) => message.envelope.eventId));
  return pages;
};

describe('readSnapshot', () => {
  it('pages through every item in order, each page after the last key of the one before', async () => {
    const calls: URL[] = [];
    const pages = await read({
      baseUrl: 'http://playbook:3000/',
      topic: 'playbook.play.v1',
      credential: 'secret',
      limit: 3,
      fetch: owner(ids, calls),
    });
    expect(pages).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)]);
    expect(calls.map((url) => url.pathname)).toEqual(Array(3).fill('/internal/snapshot/playbook.play.v1'));
    expect(calls.map((url) => url.searchParams.get('after'))).toEqual([null, ids[2], ids[5]]);
  });

  it('asks once more after a full last page and stops at the empty answer', async () => {
    const calls: URL[] = [];
    const pages = await read({
      baseUrl: 'http://x',
      topic: 'a.b.v1',
      credential: 'secret',
      limit: 7,
      fetch: owner(ids, calls),
    });
    expect(pages).toEqual([ids]);
    expect(calls).toHaveLength(2);
  });

  it('reads an empty topic as no pages', async () => {
    expect(
      await read({ baseUrl: 'http://x', topic: 'a.b.v1', credential: 'secret', fetch: owner([], []) }),
    ).toEqual([]);
  });

  it('throws the owner’s refusal with its status', async () => {
    await expect(
      read({ baseUrl: 'http://x', topic: 'a.b.v1', credential: 'wrong', fetch: owner(ids, []) }),
    ).rejects.toMatchObject({ name: 'SnapshotReadError', status: 401, topic: 'a.b.v1' });
    expect(new SnapshotReadError('a.b.v1', 500, 'boom').message).toContain('500');
  });

  it('refuses an owner that answers the cursor it was given (it would never end)', async () => {
    const stuck = (async () => Response.json({ items: [], next: ids[0] })) as typeof fetch;
    // The first page (no cursor) names ids[0]; asked after ids[0], it names ids[0] again.
    await expect(
      read({ baseUrl: 'http://x', topic: 'a.b.v1', credential: 'secret', fetch: stuck }),
    ).rejects.toThrow('never end');
  });

  it('refuses an answer that is not a snapshot page', async () => {
    const wrong = (async () => Response.json({ rows: [] })) as typeof fetch;
    await expect(
      read({ baseUrl: 'http://x', topic: 'a.b.v1', credential: 'secret', fetch: wrong }),
    ).rejects.toThrow();
  });
});
