import type { GatewayConfig } from '../config';

/** Who answers a call group: a service behind the gateway, or the gateway itself. */
export type Owner =
  | 'identity'
  | 'teams'
  | 'playbook'
  | 'notifications'
  | 'render'
  | 'billing'
  | 'schedule'
  | 'documents'
  | 'evaluations'
  | 'community'
  | 'search'
  | 'gateway';

/**
 * Call group → owning service (ARCHITECTURE.md section 2). A group whose service is not part of the deployment
 * yet is simply absent and answers G004.
 */
export const GROUP_OWNERS: Readonly<Record<string, Owner>> = {
  account: 'identity',
  teams: 'teams',
  playbook: 'playbook',
  notifications: 'notifications',
  // Partner webhooks of a program (endpoints, secrets, delivery log, replays): services/notifications/src/webhooks.
  webhooks: 'notifications',
  // Development helpers (the dev mailbox); notifications mounts them only when DEV_MAILBOX=true.
  dev: 'notifications',
  // GIF, MP4 and poster files (render/files/<shard>/<hash>/<name>) and the backlog (render/queue).
  render: 'render',
  billing: 'billing',
  schedule: 'schedule',
  // The team feed (posts, likes, comments, URL previews) and the document calls.
  messaging: 'documents',
  documents: 'documents',
  // Evaluation templates and depth charts (the spec's teams/* evaluation calls are in CALL_OWNERS).
  evaluations: 'evaluations',
  community: 'community',
  search: 'search',
  main: 'gateway',
};

/**
 * Single calls owned by another service than their group's (ARCHITECTURE.md: playbook answers search/formations
 * and delegates to search). Looked up before the group.
 */
export const CALL_OWNERS: Readonly<Record<string, Owner>> = {
  'search/formations': 'playbook',
  'teams/createProgramSubscription': 'billing',
  // A program's teams, add-ons and quantity are what its subscription sells: billing charges, then tells teams.
  'teams/updateProgramTeams': 'billing',
  'teams/getPlayerEvaluations': 'evaluations',
  'teams/shareEvaluation': 'evaluations',
  'teams/getMyEvaluations': 'evaluations',
  // Video cards fetch the host's oEmbed answer through the documents service's safe fetcher.
  'main/getVideoDetails': 'documents',
};

export type Route =
  | { kind: 'service'; owner: Exclude<Owner, 'gateway'>; group: string; call: string; baseUrl: string }
  | { kind: 'gateway'; group: string; call: string }
  | { kind: 'unknown' };

const CALL_PATH = /^\/api\/([A-Za-z][\w-]*)\/([A-Za-z][\w.-]*)\/?$/;

/**
 * The one call with a nested path: render/files/<shard>/<hash>/<name>. Each segment starts with a letter, digit,
 * `_` or `-` and has no `%`, so `.`, `..` and encoded slashes or dots can never reach the service.
 */
const FILE_PATH = /^\/api\/(render)\/(files)(?:\/[\w-][\w.-]*){1,3}$/;

export class RoutingTable {
  private readonly baseUrls: Partial<Record<Exclude<Owner, 'gateway'>, string>>;

  constructor(
    config: Pick<GatewayConfig, 'IDENTITY_URL' | 'TEAMS_URL' | 'PLAYBOOK_URL'> &
      Partial<
        Pick<
          GatewayConfig,
          | 'NOTIFICATIONS_URL'
          | 'RENDER_URL'
          | 'BILLING_URL'
          | 'SCHEDULE_URL'
          | 'DOCUMENTS_URL'
          | 'EVALUATIONS_URL'
          | 'COMMUNITY_URL'
          | 'SEARCH_URL'
        >
      >,
  ) {
    this.baseUrls = {
      identity: config.IDENTITY_URL,
      teams: config.TEAMS_URL,
      playbook: config.PLAYBOOK_URL,
      notifications: config.NOTIFICATIONS_URL,
      render: config.RENDER_URL,
      billing: config.BILLING_URL,
      schedule: config.SCHEDULE_URL,
      documents: config.DOCUMENTS_URL,
      evaluations: config.EVALUATIONS_URL,
      community: config.COMMUNITY_URL,
      search: config.SEARCH_URL,
    };
  }

  /** The services of this deployment (those with a base URL), each once. */
  services(): Array<{ owner: Exclude<Owner, 'gateway'>; baseUrl: string }> {
    return Object.entries(this.baseUrls)
      .filter((entry): entry is [Exclude<Owner, 'gateway'>, string] => Boolean(entry[1]))
      .map(([owner, baseUrl]) => ({ owner, baseUrl }));
  }

  /** Resolves a request path (without query) of the form /api/<group>/<call> (or a render file path). */
  resolve(path: string): Route {
    const match = CALL_PATH.exec(path) ?? FILE_PATH.exec(path);
    if (!match) return { kind: 'unknown' };
    const [, group, call] = match as unknown as [string, string, string];
    const key = `${group}/${call}`;
    const owner = Object.hasOwn(CALL_OWNERS, key)
      ? CALL_OWNERS[key]
      : Object.hasOwn(GROUP_OWNERS, group)
        ? GROUP_OWNERS[group]
        : undefined;
    if (!owner) return { kind: 'unknown' };
    if (owner === 'gateway') return { kind: 'gateway', group, call };
    const baseUrl = this.baseUrls[owner];
    // A service not part of this deployment (no URL configured) is the same as an unknown group.
    if (!baseUrl) return { kind: 'unknown' };
    return { kind: 'service', owner, group, call, baseUrl };
  }
}
