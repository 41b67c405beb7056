import { RefusalList } from './refusal-list';

describe('RefusalList', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const inMinutes = (minutes: number) => new Date(now + minutes * 60_000);

  it('refuses the tokens of an ended session and nothing else', () => {
    const list = new RefusalList();
    list.refuse([{ kind: 'session', subject: 's-1', refuseUntil: inMinutes(15) }]);
    expect(list.isRefused({ accountId: 'a-1', sessionId: 's-1' }, now)).toBe(true);
    expect(list.isRefused({ accountId: 'a-1', sessionId: 's-2' }, now)).toBe(false);
    // A token without a session id cannot belong to the ended session.
    expect(list.isRefused({ accountId: 'a-1' }, now)).toBe(false);
  });

  it('refuses every token of a closed account, with or without a session id', () => {
    const list = new RefusalList();
    list.refuse([{ kind: 'account', subject: 'a-1', refuseUntil: inMinutes(15) }]);
    expect(list.isRefused({ accountId: 'a-1', sessionId: 's-9' }, now)).toBe(true);
    expect(list.isRefused({ accountId: 'a-1' }, now)).toBe(true);
    expect(list.isRefused({ accountId: 'a-2' }, now)).toBe(false);
  });

  it('stops refusing once every matching token has expired, and prune forgets it', () => {
    const list = new RefusalList();
    list.refuse([{ kind: 'session', subject: 's-1', refuseUntil: inMinutes(15) }]);
    expect(list.isRefused({ accountId: 'a-1', sessionId: 's-1' }, now + 15 * 60_000)).toBe(false);
    list.prune(now + 14 * 60_000);
    expect(list.size).toBe(1);
    list.prune(now + 15 * 60_000);
    expect(list.size).toBe(0);
  });

  it('keeps the later deadline when a refusal arrives twice', () => {
    const list = new RefusalList();
    list.refuse([{ kind: 'session', subject: 's-1', refuseUntil: inMinutes(20) }]);
    list.refuse([{ kind: 'session', subject: 's-1', refuseUntil: inMinutes(5) }]);
    expect(list.isRefused({ accountId: 'a-1', sessionId: 's-1' }, now + 10 * 60_000)).toBe(true);
  });
});
