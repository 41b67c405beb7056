import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localSecretBoxKey } from './local-key-file';
import {
  generateSecretBoxKey,
  parseSecretBoxKey,
  SecretBox,
  SecretBoxError,
  secretBoxKeyId,
} from './secret-box';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function failure(run: () => unknown): SecretBoxError {
  try {
    run();
  } catch (error) {
    if (error instanceof SecretBoxError) return error;
    throw error;
  }
  throw new Error('expected a SecretBoxError');
}

/** The sealed value with its body (iv | ciphertext | tag) changed by `change`. */
function withBody(sealed: string, change: (body: Buffer) => Buffer): string {
  const [version, keyId, body] = sealed.split(':') as [string, string, string];
  return `${version}:${keyId}:${change(Buffer.from(body, 'base64')).toString('base64')}`;
}

describe('SecretBox', () => {
  const box = SecretBox.fromBase64(generateSecretBoxKey());

  it('opens what it sealed, in the self-describing form', () => {
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{11}:[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain(SECRET.slice('whsec_'.length, 20));
    expect(SecretBox.keyIdOf(sealed)).toBe(box.currentKeyId);
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(SecretBox.isSealed(SECRET)).toBe(false);
    expect(box.open(sealed)).toBe(SECRET);
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('é ✓ 🔑'))).toBe('é ✓ 🔑');
  });

  it('seals the same value differently every time (a random IV each)', () => {
    const seals = new Set(Array.from({ length: 50 }, () => box.seal(SECRET)));
    expect(seals.size).toBe(50);
    const ivs = new Set(
      [...seals].map((s) => Buffer.from(s.split(':')[2]!, 'base64').subarray(0, 12).toString('hex')),
    );
    expect(ivs.size).toBe(50);
  });

  it('refuses a value with any byte changed (iv, ciphertext or tag)', () => {
    const sealed = box.seal(SECRET);
    const length = Buffer.from(sealed.split(':')[2]!, 'base64').length;
    for (const at of [0, 11, 12, length - 17, length - 16, length - 1]) {
      const changed = withBody(sealed, (body) => {
        body[at] = body[at]! ^ 0x01;
        return body;
      });
      const error = failure(() => box.open(changed));
      expect(error.reason).toBe('tampered');
      expect(error.message).toMatch(/failed authentication/);
    }
  });

  it('refuses a truncated value', () => {
    const sealed = box.seal(SECRET);
    // Cut inside the tag: still long enough to parse, so GCM refuses it.
    expect(
      failure(() => box.open(withBody(sealed, (body) => body.subarray(0, body.length - 1)))).reason,
    ).toBe('tampered');
    // Cut to less than an IV and a tag: refused before decrypting.
    const short = failure(() => box.open(withBody(sealed, (body) => body.subarray(0, 20))));
    expect(short.reason).toBe('malformed');
    expect(short.message).toMatch(/too short/);
    expect(failure(() => box.open(sealed.slice(0, 10))).reason).toBe('malformed');
  });

  it('refuses a value sealed under a key it does not hold, naming the key ids', () => {
    const other = SecretBox.fromBase64(generateSecretBoxKey());
    const error = failure(() => box.open(other.seal(SECRET)));
    expect(error.reason).toBe('unknown-key');
    expect(error.keyId).toBe(other.currentKeyId);
    expect(error.message).toContain(other.currentKeyId);
    expect(error.message).toContain(box.currentKeyId);
  });

  it('refuses a value whose key id was rewritten to the wrong key (the id is authenticated)', () => {
    const first = parseSecretBoxKey(generateSecretBoxKey());
    const second = parseSecretBoxKey(generateSecretBoxKey());
    const both = new SecretBox(first, [second]);
    const sealed = both.seal(SECRET);
    const relabelled = sealed.replace(secretBoxKeyId(first), secretBoxKeyId(second));
    expect(failure(() => both.open(relabelled)).reason).toBe('tampered');
  });

  it('binds the context: a value copied to another row does not open there', () => {
    const sealed = box.seal(SECRET, 'endpoint-a');
    expect(box.open(sealed, 'endpoint-a')).toBe(SECRET);
    expect(failure(() => box.open(sealed, 'endpoint-b')).reason).toBe('tampered');
    expect(failure(() => box.open(sealed)).reason).toBe('tampered');
  });

  it('refuses malformed values with a message saying what a sealed value looks like', () => {
    for (const value of [
      SECRET,
      '',
      'v2:abcdefghijk:AAAA',
      'v1:short:AAAA',
      'v1:abcdefghijk:not base64!',
      'v1:a:b:c',
    ]) {
      const error = failure(() => box.open(value));
      expect(error.reason).toBe('malformed');
      expect(error.message).toMatch(/expected v1:<key id>:<base64>/);
    }
  });

  it('rotates: seals with the current key, opens with the previous ones, says what needs re-sealing', () => {
    const oldKey = generateSecretBoxKey();
    const before = SecretBox.fromBase64(oldKey);
    const sealedBefore = before.seal(SECRET, 'row');
    const after = SecretBox.fromBase64(generateSecretBoxKey(), [oldKey]);
    expect(after.keyIds).toEqual([after.currentKeyId, before.currentKeyId]);
    expect(after.open(sealedBefore, 'row')).toBe(SECRET);
    expect(after.needsResealing(sealedBefore)).toBe(true);
    const resealed = after.seal(after.open(sealedBefore, 'row'), 'row');
    expect(after.needsResealing(resealed)).toBe(false);
    expect(SecretBox.keyIdOf(resealed)).toBe(after.currentKeyId);
    expect(failure(() => before.open(resealed, 'row')).reason).toBe('unknown-key');
  });

  it('takes only 32-byte base64 keys', () => {
    expect(() => parseSecretBoxKey('c2hvcnQ=')).toThrow(/exactly 32 bytes/);
    expect(() => parseSecretBoxKey(`${generateSecretBoxKey()}AAAA`)).toThrow(/exactly 32 bytes/);
    expect(() => parseSecretBoxKey('not base64 at all, but long enough to be 32 bytes!!')).toThrow(
      /exactly 32 bytes/,
    );
    expect(() => new SecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
    expect(parseSecretBoxKey(generateSecretBoxKey())).toHaveLength(32);
  });

  it('derives a stable key id that differs between keys', () => {
    const key = generateSecretBoxKey();
    expect(SecretBox.fromBase64(key).currentKeyId).toBe(SecretBox.fromBase64(key).currentKeyId);
    expect(SecretBox.fromBase64(key).currentKeyId).not.toBe(
      SecretBox.fromBase64(generateSecretBoxKey()).currentKeyId,
    );
  });
});

describe('localSecretBoxKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'secret-box-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the key once (owner-only file) and reads the same key afterwards', () => {
    const file = join(dir, 'nested', 'key');
    const made = localSecretBoxKey(file);
    expect(parseSecretBoxKey(made)).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(localSecretBoxKey(file)).toBe(made);
    expect(readFileSync(file, 'utf8').trim()).toBe(made);
  });

  it('fails loudly on a damaged key file instead of making a new key', () => {
    const file = join(dir, 'key');
    writeFileSync(file, 'damaged');
    expect(() => localSecretBoxKey(file)).toThrow(/exactly 32 bytes/);
  });
});
