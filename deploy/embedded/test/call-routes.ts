import { RoutingTable } from '@chalktalk/gateway';
import type { DeclaredCall } from '@chalktalk/platform';
import type { RunningApps } from '../src/services';

/** The gateway's routing table over the product's own service addresses. */
export function routingTableOf(apps: RunningApps): RoutingTable {
  const { urls } = apps;
  return new RoutingTable({
    IDENTITY_URL: urls.identity,
    TEAMS_URL: urls.teams,
    PLAYBOOK_URL: urls.playbook,
    NOTIFICATIONS_URL: urls.notifications,
    RENDER_URL: urls.render,
    BILLING_URL: urls.billing,
    SCHEDULE_URL: urls.schedule,
    DOCUMENTS_URL: urls.documents,
    EVALUATIONS_URL: urls.evaluations,
    COMMUNITY_URL: urls.community,
    SEARCH_URL: urls.search,
  });
}

/** Who the routing table sends a declared call to: a service, 'gateway', or 'nobody'. */
export function ownerOf(routes: RoutingTable, declared: DeclaredCall): string {
  const route = routes.resolve(declared.path.replace(/:\w+/g, 'ab'));
  return route.kind === 'service' ? route.owner : route.kind === 'gateway' ? 'gateway' : 'nobody';
}
