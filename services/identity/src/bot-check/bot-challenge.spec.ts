import { createBotChallenge, solveBotChallenge, verifyBotSolution } from './bot-challenge';

const key = 'k'.repeat(32);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('bot challenge', () => {
  it('accepts a solved challenge before it expires', () => {
    const challenge = createBotChallenge(key, { maxNumber: 2000, ttlSeconds: 60 });
    const result = verifyBotSolution(key, solveBotChallenge(challenge));
    expect(result.ok).toBe(true);
  });

  it('rejects an expired challenge', () => {
    const issuedAt = new Date('2025-01-01T00:00:00Z');
    const challenge = createBotChallenge(key, { maxNumber: 2000, ttlSeconds: 60, now: issuedAt });
    const token = solveBotChallenge(challenge);
    expect(verifyBotSolution(key, token, new Date(issuedAt.getTime() + 61_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('rejects a wrong number', () => {
    const challenge = createBotChallenge(key, { maxNumber: 2000, ttlSeconds: 60 });
    const solved = JSON.parse(Buffer.from(solveBotChallenge(challenge), 'base64').toString());
    const result = verifyBotSolution(key, encode({ ...solved, number: solved.number + 1 }));
    expect(result).toEqual({ ok: false, reason: 'wrong-number' });
  });

  it('rejects a challenge signed with another key', () => {
    const challenge = createBotChallenge('x'.repeat(32), { maxNumber: 2000, ttlSeconds: 60 });
    expect(verifyBotSolution(key, solveBotChallenge(challenge))).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects a salt whose expiry was pushed forward by the client', () => {
    const challenge = createBotChallenge(key, { maxNumber: 2000, ttlSeconds: 60 });
    const solved = JSON.parse(Buffer.from(solveBotChallenge(challenge), 'base64').toString());
    const salt = solved.salt.replace(/expires=\d+/, 'expires=9999999999');
    expect(verifyBotSolution(key, encode({ ...solved, salt })).ok).toBe(false);
  });

  it('rejects tokens that are not base64 JSON of the expected shape', () => {
    expect(verifyBotSolution(key, 'not-base64-json')).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyBotSolution(key, encode({ algorithm: 'SHA-256', number: '1' }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
