import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
/** 96-bit IVs: GCM's native size (other sizes are hashed into one); random per value. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Why a sealed value was refused; the message says what to do about it. */
export type SecretBoxFailure = 'malformed' | 'unknown-key' | 'tampered';

export class SecretBoxError extends Error {
  constructor(
    readonly reason: SecretBoxFailure,
    message: string,
    /** The key id the value names (unknown-key and tampered). */
    readonly keyId?: string,
  ) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * The key's id: 8 bytes of its SHA-256 (domain-separated), base64url. Derived, not configured, so nobody has to
 * name keys and a value sealed under a key that is not configured is recognised as such instead of failing as a
 * forgery. It reveals nothing usable about a 256-bit random key.
 */
export function secretBoxKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('chalktalk/secret-box/key-id\0')
    .update(key)
    .digest()
    .subarray(0, 8)
    .toString('base64url');
}

/** A key as configured: base64 of exactly 32 bytes (`openssl rand -base64 32`). Throws otherwise. */
export function parseSecretBoxKey(base64: string): Buffer {
  const trimmed = base64.trim();
  const key = STRICT_BASE64.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== KEY_BYTES || key.toString('base64') !== trimmed)
    throw new Error(`expected base64 of exactly ${KEY_BYTES} bytes (openssl rand -base64 ${KEY_BYTES})`);
  return key;
}

/** A fresh key, base64 (what parseSecretBoxKey reads). */
export function generateSecretBoxKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/**
 * Authenticated encryption of small secrets at rest (AES-256-GCM, node:crypto). A sealed value is self-describing:
 * `v1:<key id>:<base64 of iv | ciphertext | tag>`. `seal` always uses the current key; `open` takes any configured
 * key (the current one and those being retired), chosen by the id in the value, so keys rotate without a flag
 * day: add the new key as current, keep the old one among `previous`, re-seal, then drop the old one.
 *
 * An optional context (say, the owning row's id) is bound into the tag as associated data: a sealed value copied
 * to another row does not open there.
 */
export class SecretBox {
  readonly currentKeyId: string;
  private readonly keys = new Map<string, Buffer>();

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    for (const key of [current, ...previous])
      if (key.length !== KEY_BYTES)
        throw new Error(`a secret-box key is ${KEY_BYTES} bytes, got ${key.length}`);
    this.currentKeyId = secretBoxKeyId(current);
    for (const key of [...previous].reverse()) this.keys.set(secretBoxKeyId(key), key);
    this.keys.set(this.currentKeyId, current);
  }

  /** From configured base64 keys (see parseSecretBoxKey). */
  static fromBase64(current: string, previous: readonly string[] = []): SecretBox {
    return new SecretBox(parseSecretBoxKey(current), previous.map(parseSecretBoxKey));
  }

  /** Ids of every key this box can open with, the current one first. */
  get keyIds(): string[] {
    return [this.currentKeyId, ...[...this.keys.keys()].filter((id) => id !== this.currentKeyId)];
  }

  /** True when the value has the sealed form (it may still fail to open); plain text never does. */
  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}:`);
  }

  /** The key id a sealed value names (throws `malformed` when it is not one). */
  static keyIdOf(sealed: string): string {
    return parse(sealed).keyId;
  }

  seal(plain: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.currentKeyId)!, iv, {
      authTagLength: TAG_BYTES,
    });
    cipher.setAAD(associatedData(this.currentKeyId, context));
    const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}:${this.currentKeyId}:${body.toString('base64')}`;
  }

  /** The plain value; throws SecretBoxError when the value is malformed, its key is not configured or it was changed. */
  open(sealed: string, context = ''): string {
    const { keyId, body } = parse(sealed);
    const key = this.keys.get(keyId);
    if (!key)
      throw new SecretBoxError(
        'unknown-key',
        `sealed with key ${keyId}, which is not among the configured keys (${this.keyIds.join(', ')})`,
        keyId,
      );
    const decipher = createDecipheriv(ALGORITHM, key, body.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData(keyId, context));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError(
        'tampered',
        `sealed value under key ${keyId} failed authentication: it was changed, truncated, or sealed for another context`,
        keyId,
      );
    }
  }

  /** True when the value opens with a key other than the current one (re-seal it to retire that key). */
  needsResealing(sealed: string): boolean {
    return parse(sealed).keyId !== this.currentKeyId;
  }
}

/** The version and key id are authenticated with the context, so none of them can be swapped unnoticed. */
function associatedData(keyId: string, context: string): Buffer {
  return Buffer.from(`${VERSION}:${keyId}:${context}`, 'utf8');
}

function parse(sealed: string): { keyId: string; body: Buffer } {
  const parts = sealed.split(':');
  const malformed = (why: string) =>
    new SecretBoxError('malformed', `not a sealed value (${why}; expected ${VERSION}:<key id>:<base64>)`);
  if (parts.length !== 3 || parts[0] !== VERSION)
    throw malformed(parts[0] === VERSION ? 'wrong number of parts' : 'unknown version');
  const [, keyId, encoded] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]{11}$/.test(keyId)) throw malformed('bad key id');
  if (!STRICT_BASE64.test(encoded)) throw malformed('body is not base64');
  const body = Buffer.from(encoded, 'base64');
  // A value cut short loses its tag (or more): refused before GCM sees it.
  if (body.length < IV_BYTES + TAG_BYTES) throw malformed('too short');
  return { keyId, body };
}
