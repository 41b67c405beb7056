import { loadGatewayConfig } from '../config';
import { DEFAULT_ALLOWED_HOSTS, hostMatcher } from './allowed-hosts';
import { isAddressOrRange } from './trusted-proxies';

describe('hostMatcher', () => {
  const matches = hostMatcher(['chalktalk.example', '*.edition.example', '[::1]', '10.0.0.5:8443']);

  it.each([
    'chalktalk.example',
    'Chalktalk.Example:443',
    'chalktalk.example.',
    'hoops.edition.example',
    'a.b.edition.example:8080',
    '[::1]:8080',
    '10.0.0.5:8443',
  ])('answers %s', (host) => expect(matches(host)).toBe(true));

  it.each([
    undefined,
    '',
    'edition.example',
    'evilchalktalk.example',
    'chalktalk.example.evil.example',
    '[::2]:8080',
    '10.0.0.5:8080',
    '10.0.0.5',
  ])('refuses %s', (host) => expect(matches(host)).toBe(false));

  it('defaults to the loopback names on any port', () => {
    const loopback = hostMatcher(DEFAULT_ALLOWED_HOSTS);
    for (const host of ['localhost:8080', 'lacrosse.localhost', '127.0.0.1:1', '[::1]:8080'])
      expect([host, loopback(host)]).toEqual([host, true]);
    for (const host of ['127.0.0.2:8080', 'localhost.evil.example', '0.0.0.0:8080'])
      expect([host, loopback(host)]).toEqual([host, false]);
  });
});

describe('edge configuration', () => {
  const base = { IDENTITY_URL: 'http://i', TEAMS_URL: 'http://t', PLAYBOOK_URL: 'http://p' };

  it('reads ALLOWED_HOSTS and TRUSTED_PROXIES as comma lists', () => {
    const config = loadGatewayConfig({
      ...base,
      ALLOWED_HOSTS: 'a.example, *.b.example',
      TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8, 192.168.1.4',
    });
    expect(config.ALLOWED_HOSTS).toEqual(['a.example', '*.b.example']);
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', 'fd00::/8', '192.168.1.4']);
    expect(loadGatewayConfig(base)).toMatchObject({
      ALLOWED_HOSTS: DEFAULT_ALLOWED_HOSTS,
      TRUSTED_PROXIES: [],
    });
  });

  it.each(['10.0.0.0/33', 'ingress', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/x'])(
    'refuses the trusted proxy %s',
    (entry) => {
      expect(isAddressOrRange(entry)).toBe(false);
      expect(() => loadGatewayConfig({ ...base, TRUSTED_PROXIES: entry })).toThrow(/TRUSTED_PROXIES/);
    },
  );
});
