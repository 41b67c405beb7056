import { realmOf, returnAddress } from './keycloak-sign-in';

describe('keycloak sign-in addresses', () => {
  it('splits a realm address into the server and the realm', () => {
    expect(realmOf('https://sso.club.example/auth/realms/my%20club')).toEqual({
      url: 'https://sso.club.example/auth',
      realm: 'my club',
    });
    expect(() => realmOf('https://sso.club.example/')).toThrow('not a Keycloak realm address');
  });

  it('comes back to the same page with sso=<id>, keeping the deep link', () => {
    expect(
      returnAddress('demo-club', {
        origin: 'http://127.0.0.1:8170',
        pathname: '/login',
        search: '?d=%2Fteams',
      }),
    ).toBe('http://127.0.0.1:8170/login?d=%2Fteams&sso=demo-club');
  });
});
