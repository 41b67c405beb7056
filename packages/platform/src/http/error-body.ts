import { randomBytes } from 'node:crypto';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown; ref: string };
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32: no I, L, O, U to misread

/** A short id a user can quote to support; it is logged with the error. 10 chars = 50 random bits. */
export function errorRef(): string {
  const bytes = randomBytes(10);
  let ref = '';
  for (const byte of bytes) ref += ALPHABET[byte % 32];
  return ref;
}
