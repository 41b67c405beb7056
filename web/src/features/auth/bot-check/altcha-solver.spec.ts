import { createHash, webcrypto } from 'node:crypto';
import { encodeAltchaPayload, solveAltcha, type AltchaChallenge } from './altcha-solver';

// jsdom has no crypto.subtle; Node's WebCrypto is the same API the browser offers.
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

function challengeFor(secret: number, maxnumber = 5000): AltchaChallenge {
  const salt = 'a1b2c3d4?expires=1900000000';
  const challenge = createHash('sha256').update(`${salt}${secret}`).digest('hex');
  return { algorithm: 'SHA-256', challenge, salt, signature: 'server-signature', maxnumber };
}

describe('ALTCHA solver', () => {
  it('finds the secret number by brute force', async () => {
    await expect(solveAltcha(challengeFor(1234), { subtle, batchSize: 100 })).resolves.toBe(1234);
  });

  it('finds a number on the last step of the range', async () => {
    await expect(solveAltcha(challengeFor(300, 300), { subtle, batchSize: 64 })).resolves.toBe(300);
  });

  it('returns null when the secret lies beyond maxnumber', async () => {
    await expect(solveAltcha(challengeFor(900, 500), { subtle })).resolves.toBeNull();
  });

  it('refuses algorithms it does not know', async () => {
    await expect(solveAltcha({ ...challengeFor(1), algorithm: 'MD5' }, { subtle })).rejects.toThrow('MD5');
  });

  it('encodes the createAccount token as base64 JSON of the solved payload', () => {
    const challenge = challengeFor(42);
    const decoded = JSON.parse(atob(encodeAltchaPayload(challenge, 42)));
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: challenge.salt,
      signature: 'server-signature',
    });
  });
});
