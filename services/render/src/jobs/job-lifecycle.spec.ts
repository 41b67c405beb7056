import { nextStep, renewEveryMs } from './job-lifecycle';

describe('job lifecycle', () => {
  it('is done after a successful try', () => {
    expect(nextStep({ ok: true }, 1, 3)).toEqual({ kind: 'done' });
  });

  it('retries with a doubling delay until the last try, then fails with the last reason', () => {
    expect(nextStep({ ok: false, reason: 'boom' }, 1, 3)).toEqual({
      kind: 'retry',
      delayMs: 2000,
      reason: 'boom',
    });
    expect(nextStep({ ok: false, reason: 'boom' }, 2, 3)).toEqual({
      kind: 'retry',
      delayMs: 4000,
      reason: 'boom',
    });
    expect(nextStep({ ok: false, reason: 'boom' }, 3, 3)).toEqual({ kind: 'failed', reason: 'boom' });
  });

  it('fails at once when a retry cannot help', () => {
    expect(nextStep({ ok: false, reason: 'bad play', retryable: false }, 1, 3)).toEqual({
      kind: 'failed',
      reason: 'bad play',
    });
  });

  it('gives a generic reason when none is known', () => {
    expect(nextStep({ ok: false }, 5, 3)).toEqual({ kind: 'failed', reason: 'Rendering failed' });
  });

  it('renews a lease three times per lease length', () => {
    expect(renewEveryMs(30_000)).toBe(10_000);
    expect(renewEveryMs(3_000)).toBe(1_000);
    expect(renewEveryMs(10)).toBe(100);
  });
});
