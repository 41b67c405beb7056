import { create, SessionsEndedSchema, timestampFromDate } from '@chalktalk/contracts';
import { refusalsOf } from './sessions-ended';

describe('refusalsOf(SessionsEnded)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const until = new Date('2026-11-25T12:16:00Z');

  it('refuses each listed session until the deadline of the event', () => {
    const ended = create(SessionsEndedSchema, {
      accountId: 'a-1',
      sessionIds: ['s-1', 's-2'],
      refuseUntil: timestampFromDate(until),
    });
    expect(refusalsOf(ended, now)).toEqual([
      { kind: 'session', subject: 's-1', refuseUntil: until },
      { kind: 'session', subject: 's-2', refuseUntil: until },
    ]);
  });

  it('refuses the whole account when all sessions ended', () => {
    const ended = create(SessionsEndedSchema, {
      accountId: 'a-1',
      allSessions: true,
      refuseUntil: timestampFromDate(until),
    });
    expect(refusalsOf(ended, now)).toEqual([{ kind: 'account', subject: 'a-1', refuseUntil: until }]);
  });

  it('without a deadline refuses for a day rather than not at all', () => {
    const ended = create(SessionsEndedSchema, { accountId: 'a-1', sessionIds: ['s-1'] });
    expect(refusalsOf(ended, now)[0]!.refuseUntil).toEqual(new Date('2026-11-26T12:00:00Z'));
  });
});
