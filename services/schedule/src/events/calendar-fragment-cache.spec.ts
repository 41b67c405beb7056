import { CalendarFragmentCache, type CalendarFragmentKey } from './calendar-fragment-cache';
import { fragmentBytes, type CalendarFragment } from './calendar-fragments';

const from = new Date('2027-05-25T04:00:00Z');
const to = new Date('2027-07-08T04:00:00Z');
const key = (teamId: string, userId = 'u1', timeZone = 'America/New_York'): CalendarFragmentKey => ({
  userId,
  teamId,
  from,
  to,
  timeZone,
});
const fragment = (version: string | null, cells = 10): CalendarFragment => ({
  version,
  cells: Array.from({ length: cells }, (_, i) => ({ startKey: i, id: `id-${i}`, text: `{"id":"id-${i}"}` })),
});

describe('CalendarFragmentCache', () => {
  it('answers a fragment only for the version it was read at, under its own caller, window and zone', () => {
    const cache = new CalendarFragmentCache(1_000_000);
    cache.set(key('t1'), fragment('5'));
    expect(cache.get(key('t1'), '5')).toEqual(fragment('5'));
    expect(cache.get(key('t1'), '6')).toBeUndefined();
    expect(cache.get(key('t1'), null)).toBeUndefined();
    expect(cache.get(key('t1', 'u2'), '5')).toBeUndefined();
    expect(cache.get(key('t1', 'u1', 'America/Chicago'), '5')).toBeUndefined();
    expect(cache.get({ ...key('t1'), to: new Date(to.getTime() + 1) }, '5')).toBeUndefined();
    cache.set(key('t2'), fragment(null, 0));
    expect(cache.get(key('t2'), null)).toEqual(fragment(null, 0));
  });

  it('evicts the least recently used fragments under its byte bound', () => {
    const one = fragmentBytes(fragment('1'));
    const cache = new CalendarFragmentCache(one * 3 + 400);
    for (const team of ['t1', 't2', 't3']) cache.set(key(team), fragment('1'));
    expect(cache.usage.fragments).toBe(3);
    expect(cache.get(key('t1'), '1')).toBeDefined(); // t1 is now the most recently used
    cache.set(key('t4'), fragment('1'));
    expect(cache.usage.fragments).toBe(3);
    expect(cache.usage.bytes).toBeLessThanOrEqual(one * 3 + 400);
    expect(cache.get(key('t2'), '1')).toBeUndefined();
    expect(cache.get(key('t1'), '1')).toBeDefined();
    expect(cache.get(key('t4'), '1')).toBeDefined();
    // A fragment larger than the whole bound is not kept (nor does it push the others out).
    cache.set(key('huge'), fragment('1', 1000));
    expect(cache.get(key('huge'), '1')).toBeUndefined();
    expect(cache.usage.fragments).toBe(3);
  });

  it('hands a merged answer out again only for the same signature, and counts it in the bound', () => {
    const cache = new CalendarFragmentCache(10_000);
    const answer = Buffer.from('{"events":[]}');
    cache.setAnswer('u1 month', 'head\nt1=5,t2=7', answer);
    expect(cache.getAnswer('u1 month', 'head\nt1=5,t2=7')).toBe(answer);
    expect(cache.getAnswer('u1 month', 'head\nt1=5,t2=8')).toBeUndefined();
    expect(cache.getAnswer('u2 month', 'head\nt1=5,t2=7')).toBeUndefined();
    const before = cache.usage.bytes;
    cache.setAnswer('u1 month', 'head\nt1=5,t2=8', Buffer.from(`{"events":[${'1,'.repeat(2000)}1]}`));
    expect(cache.usage.fragments).toBe(1);
    expect(cache.usage.bytes - before).toBeGreaterThan(4000);
    cache.setAnswer('u1 big', 'x', Buffer.alloc(10_000));
    expect(cache.getAnswer('u1 big', 'x')).toBeUndefined();
  });
});
