import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret, webhookHeaders } from './webhook-signature';

const body = JSON.stringify({
  type: 'chalktalk.teams.v1.TeamCreated',
  timestamp: '2026-11-27T02:00:00.000Z',
  data: {},
});

describe('Standard Webhooks signatures, checked with the official library', () => {
  it('makes whsec_ secrets the library accepts', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(() => new Webhook(secret)).not.toThrow();
  });

  it('signs so that the receiver verifies id, timestamp and body', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], '0193e0a6-7a2b-7c3d-8e4f-5a6b7c8d9e0f', body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fails verification with another secret or a changed body', () => {
    const headers = webhookHeaders([generateWebhookSecret()], 'evt-1', body);
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    const secret = generateWebhookSecret();
    const signed = webhookHeaders([secret], 'evt-1', body);
    expect(() => new Webhook(secret).verify(body.replace('02:00', '03:00'), signed)).toThrow();
  });

  it('signs with the new and the old secret side by side during a rotation', () => {
    const [next, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = webhookHeaders([next, previous], 'evt-2', body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(next).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('is refused by the library once the timestamp is older than its tolerance (replays are re-signed)', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], 'evt-3', body, new Date(Date.now() - 10 * 60_000));
    expect(() => new Webhook(secret).verify(body, headers)).toThrow();
  });
});
