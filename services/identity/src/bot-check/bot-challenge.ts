import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// ALTCHA-compatible proof of work: the client searches for `number` such that
// sha256(salt + number) === challenge; the signature proves the challenge came from us.

export interface BotChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

export interface BotSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export type BotCheckResult =
  { ok: true; solution: BotSolution; expiresAt: Date } | { ok: false; reason: string };

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

export function createBotChallenge(
  hmacKey: string,
  opts: { maxNumber: number; ttlSeconds: number; now?: Date },
): BotChallenge {
  const now = opts.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + opts.ttlSeconds;
  // The expiry travels inside the salt, so it is covered by the hash and cannot be edited by the client.
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = randomInt(0, opts.maxNumber + 1);
  const challenge = sha256Hex(salt + number);
  return {
    algorithm: 'SHA-256',
    challenge,
    salt,
    signature: hmacHex(hmacKey, challenge),
    maxnumber: opts.maxNumber,
  };
}

/** Brute-forces a challenge the way the browser widget does; used by the demo seed and tests. */
export function solveBotChallenge(challenge: BotChallenge): string {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (sha256Hex(challenge.salt + n) === challenge.challenge) {
      const solution: BotSolution = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: n,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('Bot challenge has no solution within maxnumber');
}

function decodeSolution(token: string): BotSolution | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { algorithm, challenge, number, salt, signature } = parsed as Record<string, unknown>;
    if (
      typeof algorithm !== 'string' ||
      typeof challenge !== 'string' ||
      typeof number !== 'number' ||
      !Number.isSafeInteger(number) ||
      typeof salt !== 'string' ||
      typeof signature !== 'string'
    ) {
      return undefined;
    }
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return undefined;
  }
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifyBotSolution(hmacKey: string, token: string, now: Date = new Date()): BotCheckResult {
  const solution = decodeSolution(token);
  if (!solution) return { ok: false, reason: 'malformed' };
  if (solution.algorithm !== 'SHA-256') return { ok: false, reason: 'algorithm' };
  const expires = Number(new URLSearchParams(solution.salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isFinite(expires) || expires <= 0) return { ok: false, reason: 'no-expiry' };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!sameHex(sha256Hex(solution.salt + solution.number), solution.challenge)) {
    return { ok: false, reason: 'wrong-number' };
  }
  if (!sameHex(hmacHex(hmacKey, solution.challenge), solution.signature))
    return { ok: false, reason: 'signature' };
  return { ok: true, solution, expiresAt };
}
