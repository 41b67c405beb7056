/**
 * ALTCHA proof of work: the server publishes challenge = hash(salt + secretNumber) and
 * signs it; the browser finds the number by brute force in 0..maxnumber. No DOM, no React:
 * the same function runs in the worker and in tests.
 */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

export interface SolveOptions {
  subtle?: SubtleCrypto;
  /** Digests started together; batching hides the async round-trip of crypto.subtle. */
  batchSize?: number;
  signal?: AbortSignal;
}

const ALGORITHMS = new Set(['SHA-1', 'SHA-256', 'SHA-512']);

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Returns the secret number, or null when no number in range matches. */
export async function solveAltcha(
  challenge: AltchaChallenge,
  options: SolveOptions = {},
): Promise<number | null> {
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const algorithm = challenge.algorithm.toUpperCase();
  if (!ALGORITHMS.has(algorithm)) throw new Error(`Unsupported bot-check algorithm ${challenge.algorithm}`);
  const target = challenge.challenge.toLowerCase();
  const encoder = new TextEncoder();
  const batchSize = options.batchSize ?? 500;

  for (let start = 0; start <= challenge.maxnumber; start += batchSize) {
    if (options.signal?.aborted) throw new Error('Bot check cancelled');
    const end = Math.min(start + batchSize - 1, challenge.maxnumber);
    const candidates: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n++)
      candidates.push(subtle.digest(algorithm, encoder.encode(challenge.salt + n)));
    const hashes = await Promise.all(candidates);
    const hit = hashes.findIndex((hash) => toHex(hash) === target);
    if (hit >= 0) return start + hit;
  }
  return null;
}

/** The `token` field of account/createAccount: base64 of the solved payload. */
export function encodeAltchaPayload(challenge: AltchaChallenge, number: number): string {
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}
