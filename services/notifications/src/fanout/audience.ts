import type { NotificationAudience, TeamRole } from '@chalktalk/domain';

export interface Person {
  userId: string;
  /** The member's role; undefined for a roster person whose membership is not known here. */
  role: TeamRole | undefined;
  email: string;
  firstName: string;
  lastName: string;
  /** A roster contact: the roster id of their player. */
  contactOf?: string | null;
}

export interface AudienceContext {
  team: { programAdminIds: string[] } | undefined;
  /** The team's joined members and roster people with accounts (pending ones left out). */
  people: Map<string, Person>;
  actorId: string | undefined;
  recipientIds: readonly string[] | undefined;
  coachesOnly: boolean;
}

/**
 * Who receives one notification (the kinds table's audience): for 'team' kinds the joined members with one of the
 * roles (program admins count as ADMIN; a coaches-only item narrows to the coaches-only roles) plus, when the kind
 * reaches contacts, the players' roster contacts with an account; for 'recipients' kinds exactly the accounts the
 * source event names (its service decided them in its own transaction). The actor never, each person once.
 */
export function resolveAudience(audience: NotificationAudience, context: AudienceContext): string[] {
  const chosen = new Set<string>();
  if (audience.from === 'recipients') {
    for (const id of context.recipientIds ?? []) if (id) chosen.add(id);
  } else {
    const roles =
      context.coachesOnly && audience.coachesOnlyRoles ? audience.coachesOnlyRoles : audience.roles;
    for (const person of context.people.values()) {
      if (person.role && roles.includes(person.role)) chosen.add(person.userId);
      else if (person.contactOf && audience.contacts && !(context.coachesOnly && audience.coachesOnlyRoles))
        chosen.add(person.userId);
    }
    if (roles.includes('ADMIN')) for (const id of context.team?.programAdminIds ?? []) chosen.add(id);
  }
  if (audience.excludeActor && context.actorId) chosen.delete(context.actorId);
  return [...chosen].sort();
}
