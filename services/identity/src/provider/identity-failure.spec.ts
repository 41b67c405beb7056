import { AppError } from '@chalktalk/domain';
import { FAILURE_CODES, identityFailure, toAccountError } from './identity-failure';

describe('identity failures → spec codes', () => {
  it('maps every reason onto A001–A010 or G006', () => {
    expect(FAILURE_CODES).toMatchObject({
      'account-not-found': 'A001',
      'email-exists': 'A004',
      'wrong-password': 'A006',
      'too-many-attempts': 'A008',
      'requires-recent-login': 'A009',
      'session-expired': 'A009',
      'invalid-action-code': 'A010',
      'expired-action-code': 'A010',
      'missing-password': 'A003',
      network: 'G006',
    });
    expect(identityFailure('invalid-action-code')).toMatchObject({
      code: 'A010',
      message: 'This link is invalid or expired.',
    });
  });

  it('turns unreachable dependencies into G006, also when wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toAccountError(refused)).toMatchObject({ code: 'G006', status: 503 });
    expect(toAccountError(new Error('query failed', { cause: refused }))).toMatchObject({ code: 'G006' });
    expect(toAccountError(new TypeError('fetch failed'))).toMatchObject({ code: 'G006' });
  });

  it('passes account errors through and leaves other errors alone (G999 at the filter)', () => {
    const a006 = new AppError('A006');
    expect(toAccountError(a006)).toBe(a006);
    const bug = new Error('undefined is not a function');
    expect(toAccountError(bug)).toBe(bug);
  });
});
