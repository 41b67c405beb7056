import { GROUP_OWNERS, RoutingTable } from './routing-table';

const table = new RoutingTable({
  IDENTITY_URL: 'http://identity:8101',
  TEAMS_URL: 'http://teams:8102',
  PLAYBOOK_URL: 'http://playbook:8103',
  NOTIFICATIONS_URL: 'http://notifications:8104',
  RENDER_URL: 'http://render:8105',
  BILLING_URL: 'http://billing:8106',
  SCHEDULE_URL: 'http://schedule:8107',
  DOCUMENTS_URL: 'http://documents:8108',
  EVALUATIONS_URL: 'http://evaluations:8109',
  COMMUNITY_URL: 'http://community:8110',
  SEARCH_URL: 'http://search:8111',
});

/**
 * The services' internal routes (GET /internal/snapshot/<topic>, packages/platform src/snapshot) answer other
 * services only: the gateway forwards nothing but /api/<group>/<call>, under the same path, so no request through
 * it reaches /internal, however the path is written.
 */
describe('the gateway never routes a service’s internal routes', () => {
  it.each([
    '/internal/snapshot/playbook.play.v1',
    '/internal/snapshot/teams.team.v1?limit=10',
    '//internal/snapshot/playbook.play.v1',
    '/api/internal/snapshot',
    '/api/internal/snapshot/playbook.play.v1',
    '/api/../internal/snapshot/playbook.play.v1',
    '/api/playbook/../../internal/snapshot',
    '/api/playbook/..%2F..%2Finternal%2Fsnapshot',
    '/api/playbook/%2e%2e/internal',
    '/API/internal/snapshot',
  ])('answers %s as unknown', (path) => {
    expect(table.resolve(path)).toEqual({ kind: 'unknown' });
  });

  it('has no group named internal, and every routed call keeps its /api path', () => {
    expect(Object.keys(GROUP_OWNERS)).not.toContain('internal');
    for (const group of Object.keys(GROUP_OWNERS)) {
      const route = table.resolve(`/api/${group}/internal`);
      // A call named "internal" is still /api/<group>/internal at the service: never its /internal routes.
      if (route.kind === 'service') expect(route).toMatchObject({ group, call: 'internal' });
    }
  });
});
