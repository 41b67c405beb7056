import Stripe from 'stripe';
import { signedAtSeconds, signedWithinTolerance } from './signature-age';

const signer = new Stripe('sk_test_signer');
const NOW_MS = Date.UTC(2026, 11, 2, 12, 0, 0);
const NOW = NOW_MS / 1000;
const header = (timestamp: number) =>
  signer.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_test', timestamp });

describe('signedWithinTolerance', () => {
  it('reads the t= of a header the stripe library made', () => {
    expect(signedAtSeconds(header(NOW))).toBe(NOW);
    expect(signedAtSeconds('v1=abc')).toBeNull();
    expect(signedAtSeconds('t=soon,v1=abc')).toBeNull();
  });

  it('accepts a signature within 300 s either side of now', () => {
    for (const offset of [-300, -1, 0, 1, 300])
      expect(signedWithinTolerance(header(NOW + offset), 300, NOW_MS)).toBe(true);
  });

  it('refuses one older than the tolerance and one dated ahead of it (an hour in the future)', () => {
    for (const offset of [-301, 301, 3600])
      expect(signedWithinTolerance(header(NOW + offset), 300, NOW_MS)).toBe(false);
  });

  it('refuses a header without a timestamp', () => {
    expect(signedWithinTolerance('v1=abc', 300, NOW_MS)).toBe(false);
  });
});
