import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
const PARAMS = { algorithm: Algorithm.Argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash is a failed login, not a server error.
    return false;
  }
}

let standInHash: Promise<string> | undefined;

/**
 * Spends the time of a password check when there is no account to check against (unknown email): an argon2id
 * verify against a hash of a random secret made with the same parameters, so an unknown email and a wrong password
 * take the same time and timing does not tell which emails have an account. The answer is always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  standInHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await standInHash, password);
  return false;
}
