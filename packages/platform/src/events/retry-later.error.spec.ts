import { RetryLaterError, retryLogLevel } from './retry-later.error';

class TeamNotThereYet extends RetryLaterError {}

describe('retryLogLevel', () => {
  it('keeps expected retries (RetryLaterError and its subclasses) out of the warnings', () => {
    expect(retryLogLevel(new RetryLaterError('later'))).toBe('debug');
    expect(retryLogLevel(new TeamNotThereYet('team t1'))).toBe('debug');
  });

  it('warns about every other failure', () => {
    expect(retryLogLevel(new Error('boom'))).toBe('warn');
    expect(retryLogLevel('a string')).toBe('warn');
  });
});
