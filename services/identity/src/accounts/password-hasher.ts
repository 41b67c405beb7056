import { Algorithm, hash, verify } from '@node-rs/argon2';

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
