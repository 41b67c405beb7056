import { authTimeOf } from './caller';

const token = (payload: object) =>
  ['{"alg":"EdDSA"}', JSON.stringify(payload)].map((p) => Buffer.from(p).toString('base64url')).join('.') +
  '.sig';

describe('authTimeOf', () => {
  it('reads auth_time (seconds) from the bearer token', () => {
    expect(authTimeOf(`Bearer ${token({ sub: 'u', auth_time: 1_700_000_000 })}`)).toEqual(
      new Date(1_700_000_000_000),
    );
  });

  it('is undefined without a bearer token or without the claim', () => {
    expect(authTimeOf(undefined)).toBeUndefined();
    expect(authTimeOf('Basic abc')).toBeUndefined();
    expect(authTimeOf(`Bearer ${token({ sub: 'u' })}`)).toBeUndefined();
    expect(authTimeOf('Bearer not-a-jwt')).toBeUndefined();
  });
});
