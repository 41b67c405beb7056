import { ConfigError, generateSecretBoxKey } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { generateWebhookSecret } from './webhook-signature';
import { type StoredWebhookSecret, WebhookSecretBox } from './webhook-secret-box';

const box = (current: string, previous: string[] = []) =>
  WebhookSecretBox.fromConfig({ WEBHOOK_SECRETS_KEY: current, WEBHOOK_SECRETS_PREVIOUS_KEYS: previous });

function row(endpointId: string, stored: string): StoredWebhookSecret {
  return { id: randomUUID(), endpointId, stored };
}

describe('WebhookSecretBox', () => {
  const key = generateSecretBoxKey();
  const endpointId = randomUUID();

  it('seals a secret so that it opens for its endpoint only', () => {
    const secrets = box(key);
    const secret = generateWebhookSecret();
    const sealed = secrets.seal(secret, endpointId);
    expect(sealed).not.toContain(secret.slice('whsec_'.length));
    expect(secrets.open(sealed, endpointId)).toBe(secret);
    expect(() => secrets.open(sealed, randomUUID())).toThrow(/failed authentication/);
  });

  it('plans the boot step: plain rows sealed with the same secret, sealed rows left, retired keys re-sealed', () => {
    const oldKey = generateSecretBoxKey();
    const before = box(oldKey);
    const now = box(key, [oldKey]);
    const plain = generateWebhookSecret();
    const underOld = generateWebhookSecret();
    const current = generateWebhookSecret();
    const rows = [
      row(endpointId, plain),
      row(endpointId, before.seal(underOld, endpointId)),
      row(endpointId, now.seal(current, endpointId)),
    ];
    const plan = now.plan(rows);
    expect(plan).toMatchObject({ sealedFromPlain: 1, resealed: 1, alreadySealed: 1, unreadable: [] });
    const opened = new Map(plan.updates.map((u) => [u.id, now.open(u.sealed, endpointId)]));
    expect(opened).toEqual(
      new Map([
        [rows[0]!.id, plain],
        [rows[1]!.id, underOld],
      ]),
    );
    // Run again on what it wrote: nothing left to do (idempotent).
    const after = rows.map((r) => ({
      ...r,
      stored: plan.updates.find((u) => u.id === r.id)?.sealed ?? r.stored,
    }));
    expect(now.plan(after)).toMatchObject({ updates: [], alreadySealed: 3 });
    expect(box(key).plan(after)).toMatchObject({ updates: [], alreadySealed: 3, unreadable: [] });
  });

  it('reports rows a wrong key cannot open, as a configuration error naming WEBHOOK_SECRETS_KEY', () => {
    const stored = box(key);
    const rows = [row(endpointId, stored.seal(generateWebhookSecret(), endpointId))];
    const wrong = box(generateSecretBoxKey());
    const plan = wrong.plan(rows);
    expect(plan.updates).toEqual([]);
    expect(plan.unreadable.map((u) => u.error.reason)).toEqual(['unknown-key']);
    const error = wrong.unreadableError(plan.unreadable);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/WEBHOOK_SECRETS_KEY: 1 webhook signing secret\(s\) sealed under key/);
    expect(error.message).toContain(stored.currentKeyId);
    expect(error.message).toContain(wrong.currentKeyId);
    expect(error.message).toMatch(/Nothing was changed/);
  });

  it('reports a row changed outside the service by its id', () => {
    const secrets = box(key);
    const sealed = secrets.seal(generateWebhookSecret(), endpointId);
    const moved = row(randomUUID(), sealed);
    const plan = secrets.plan([moved]);
    expect(plan.unreadable.map((u) => u.error.reason)).toEqual(['tampered']);
    expect(secrets.unreadableError(plan.unreadable).message).toContain(
      `rows ${moved.id} fail authentication`,
    );
  });
});
