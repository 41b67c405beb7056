import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs, webhookRetrySpanMs } from './webhook-retry';

describe('webhook retries', () => {
  it('back off exponentially from 5 s', () => {
    expect([1, 2, 3, 4].map((attempts) => webhookRetryDelayMs(attempts))).toEqual([
      5_000, 20_000, 80_000, 320_000,
    ]);
  });

  it('never wait more than 12 hours between attempts', () => {
    expect(webhookRetryDelayMs(WEBHOOK_MAX_ATTEMPTS)).toBe(12 * 3_600_000);
  });

  it('keep trying for at least 3 days', () => {
    expect(webhookRetrySpanMs()).toBeGreaterThanOrEqual(3 * 24 * 3_600_000);
  });

  it('shrink with the test scale', () => {
    expect(webhookRetryDelayMs(2, 0.001)).toBe(20);
  });
});
