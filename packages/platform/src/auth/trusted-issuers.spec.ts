import { ConfigError } from '../config/config.errors';
import { trustedIssuersFromEnv } from './trusted-issuers';

describe('trustedIssuersFromEnv (SSO_ISSUERS)', () => {
  it('is empty when unset', () => {
    expect(trustedIssuersFromEnv({})).toEqual([]);
  });

  it("fills Keycloak's certs address, the audience and the account claim", () => {
    const [issuer] = trustedIssuersFromEnv({
      SSO_ISSUERS: JSON.stringify([
        {
          id: 'demo-club',
          name: 'Demo Club',
          issuer: 'http://127.0.0.1:8180/realms/demo-club/',
          clientId: 'web',
        },
      ]),
    });
    expect(issuer).toEqual({
      id: 'demo-club',
      name: 'Demo Club',
      issuer: 'http://127.0.0.1:8180/realms/demo-club',
      clientId: 'web',
      audience: 'chalktalk',
      jwksUrl: 'http://127.0.0.1:8180/realms/demo-club/protocol/openid-connect/certs',
      accountClaim: 'chalktalk_account_id',
    });
  });

  it('stops the process on a bad value, naming the variable', () => {
    expect(() => trustedIssuersFromEnv({ SSO_ISSUERS: '{not json' })).toThrow(ConfigError);
    expect(() => trustedIssuersFromEnv({ SSO_ISSUERS: '[{"id":"x"}]' })).toThrow(/SSO_ISSUERS\.0\./);
  });
});
