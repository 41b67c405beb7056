import { RoutingTable } from './routing-table';

const table = new RoutingTable({
  IDENTITY_URL: 'http://identity:8101',
  TEAMS_URL: 'http://teams:8102',
  PLAYBOOK_URL: 'http://playbook:8103',
  NOTIFICATIONS_URL: 'http://notifications:8104',
  RENDER_URL: 'http://render:8105',
});

const HASH = 'ab'.padEnd(64, '0');

describe('RoutingTable', () => {
  it.each([
    ['/api/account/login', 'identity', 'http://identity:8101'],
    ['/api/account/jwks', 'identity', 'http://identity:8101'],
    ['/api/teams/retrieveTeams', 'teams', 'http://teams:8102'],
    ['/api/playbook/getTeamPlaybook', 'playbook', 'http://playbook:8103'],
    ['/api/dev/mailbox', 'notifications', 'http://notifications:8104'],
    ['/api/notifications/getNotifications', 'notifications', 'http://notifications:8104'],
    ['/api/search/formations', 'playbook', 'http://playbook:8103'],
    ['/api/render/queue', 'render', 'http://render:8105'],
  ])('sends %s to %s', (path, owner, baseUrl) => {
    expect(table.resolve(path)).toMatchObject({ kind: 'service', owner, baseUrl });
  });

  it('does not route notifications or dev without NOTIFICATIONS_URL', () => {
    const without = new RoutingTable({
      IDENTITY_URL: 'http://i',
      TEAMS_URL: 'http://t',
      PLAYBOOK_URL: 'http://p',
    });
    expect(without.resolve('/api/dev/mailbox')).toEqual({ kind: 'unknown' });
    expect(without.resolve('/api/notifications/x')).toEqual({ kind: 'unknown' });
  });

  it('sends the nested render/files/<shard>/<hash>/<name> path to render as the call render/files', () => {
    expect(table.resolve(`/api/render/files/ab/${HASH}/play.gif`)).toEqual({
      kind: 'service',
      owner: 'render',
      group: 'render',
      call: 'files',
      baseUrl: 'http://render:8105',
    });
  });

  it.each([
    '/api/render/files/../../teams/x',
    '/api/render/files/ab/../../../etc/passwd',
    '/api/render/files/ab/./play.gif',
    `/api/render/files/ab/${HASH}/..`,
    '/api/render/files/%2e%2e/%2e%2e/etc/passwd',
    '/api/render/files/ab%2f..%2f..%2fx/play.gif',
    '/api/render/files/ab//play.gif',
    `/api/render/files/ab/${HASH}/play.gif/`,
    `/api/render/files/a/b/c/d`,
    '/api/render/files/.hidden',
    '/api/teams/files/a/b', // only render has nested paths
    '/api/render/queue/a',
  ])('never routes a traversal or other nested path: %s', (path) => {
    expect(table.resolve(path)).toEqual({ kind: 'unknown' });
  });

  it('does not route render without RENDER_URL', () => {
    const without = new RoutingTable({
      IDENTITY_URL: 'http://i',
      TEAMS_URL: 'http://t',
      PLAYBOOK_URL: 'http://p',
    });
    expect(without.resolve(`/api/render/files/ab/${HASH}/play.gif`)).toEqual({ kind: 'unknown' });
    expect(without.resolve('/api/render/queue')).toEqual({ kind: 'unknown' });
  });

  it('keeps main/* at the gateway', () => {
    expect(table.resolve('/api/main/version')).toEqual({ kind: 'gateway', group: 'main', call: 'version' });
  });

  it.each([
    '/api/nosuchgroup/call',
    '/api/search/global', // the search service answers the rest of search/*, not part of this deployment yet
    '/api/schedule/saveEvent', // no schedule service in this deployment yet
    '/api/teams',
    '/api/teams/',
    '/api/teams/a/b',
    '/api/constructor/call',
    '/api/__proto__/call',
    '/other/teams/retrieveTeams',
  ])('does not route %s', (path) => {
    expect(table.resolve(path)).toEqual({ kind: 'unknown' });
  });
});
