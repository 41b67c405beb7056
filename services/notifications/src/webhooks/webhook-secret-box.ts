import { ConfigError, SecretBox, SecretBoxError } from '@chalktalk/platform';

/** A row of webhook_secrets as stored: sealed, or plain text written before secrets were sealed. */
export interface StoredWebhookSecret {
  id: string;
  endpointId: string;
  stored: string;
}

/** What sealing the stored secrets at boot changes, and what it could not open. */
export interface SealingPlan {
  /** New stored values by row id (plain text sealed, or re-sealed under the current key). */
  updates: { id: string; sealed: string }[];
  sealedFromPlain: number;
  resealed: number;
  alreadySealed: number;
  /** Rows that do not open: the key they name is not configured, or they were changed outside the service. */
  unreadable: { id: string; endpointId: string; error: SecretBoxError }[];
}

/**
 * The signing secrets of partner webhook endpoints, sealed at rest (AES-256-GCM under WEBHOOK_SECRETS_KEY; see the
 * platform's SecretBox). The endpoint's id is bound into each value, so a sealed secret copied to another endpoint's
 * row does not open there. Hashing is not an option: the service signs every delivery with the secret itself.
 */
export class WebhookSecretBox {
  constructor(private readonly box: SecretBox) {}

  static fromConfig(config: { WEBHOOK_SECRETS_KEY: string; WEBHOOK_SECRETS_PREVIOUS_KEYS: string[] }) {
    return new WebhookSecretBox(
      SecretBox.fromBase64(config.WEBHOOK_SECRETS_KEY, config.WEBHOOK_SECRETS_PREVIOUS_KEYS),
    );
  }

  get currentKeyId(): string {
    return this.box.currentKeyId;
  }

  seal(secret: string, endpointId: string): string {
    return this.box.seal(secret, contextOf(endpointId));
  }

  /** The plain secret; throws SecretBoxError rather than ever answering something that would sign garbage. */
  open(sealed: string, endpointId: string): string {
    return this.box.open(sealed, contextOf(endpointId));
  }

  /**
   * Boot-time sealing: plain-text rows (from before sealing) are sealed without changing the secret, rows under a
   * retired key are sealed again under the current one, and every sealed row is opened once, so a wrong key is
   * found at boot rather than at the first delivery.
   */
  plan(rows: readonly StoredWebhookSecret[]): SealingPlan {
    const plan: SealingPlan = {
      updates: [],
      sealedFromPlain: 0,
      resealed: 0,
      alreadySealed: 0,
      unreadable: [],
    };
    for (const row of rows) {
      if (!SecretBox.isSealed(row.stored)) {
        plan.updates.push({ id: row.id, sealed: this.seal(row.stored, row.endpointId) });
        plan.sealedFromPlain += 1;
        continue;
      }
      let plain: string;
      try {
        plain = this.open(row.stored, row.endpointId);
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        plan.unreadable.push({ id: row.id, endpointId: row.endpointId, error });
        continue;
      }
      if (this.box.needsResealing(row.stored)) {
        plan.updates.push({ id: row.id, sealed: this.seal(plain, row.endpointId) });
        plan.resealed += 1;
      } else plan.alreadySealed += 1;
    }
    return plan;
  }

  /**
   * The boot failure for rows that do not open, naming the setting to fix: a ConfigError, as the service stops for
   * a bad variable. Unknown keys are counted per key id; changed rows are listed (somebody wrote into the table).
   */
  unreadableError(unreadable: SealingPlan['unreadable']): ConfigError {
    const unknownKeys = new Map<string, number>();
    const changed: string[] = [];
    for (const { id, error } of unreadable)
      if (error.reason === 'unknown-key')
        unknownKeys.set(error.keyId!, (unknownKeys.get(error.keyId!) ?? 0) + 1);
      else changed.push(id);
    const configured = this.box.keyIds.join(', ');
    const parts: string[] = [];
    if (unknownKeys.size > 0)
      parts.push(
        `${[...unknownKeys].map(([keyId, n]) => `${n} webhook signing secret(s) sealed under key ${keyId}`).join(', ')}, ` +
          `which is not configured (configured: ${configured}). Start with the key they were sealed under as ` +
          `WEBHOOK_SECRETS_KEY, or, to rotate, the new key there and the old one in WEBHOOK_SECRETS_PREVIOUS_KEYS`,
      );
    if (changed.length > 0)
      parts.push(
        `webhook_secrets rows ${changed.join(', ')} fail authentication under the configured key (changed outside ` +
          `the service): restore them, or delete them and rotate those endpoints' secrets`,
      );
    return new ConfigError([
      { variable: 'WEBHOOK_SECRETS_KEY', message: `${parts.join('; ')}. Nothing was changed.` },
    ]);
  }
}

function contextOf(endpointId: string): string {
  return `webhook_secrets.endpoint_id=${endpointId}`;
}
