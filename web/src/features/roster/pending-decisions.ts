import type { PendingAssignment, UpdatePendingRequest } from './roster.types';

/** One pending member's fate: '' (leave pending), accept, reject, or assign to a typed-in player / as a contact. */
export type PendingDecision = '' | 'accept' | 'reject' | `player:${string}` | `contact:${string}`;

/** Spec 1 §6: accept, reject and assign go out together as one updatePendingMembers call. */
export function pendingUpdate(
  teamId: string,
  decisions: Readonly<Record<string, PendingDecision>>,
): UpdatePendingRequest {
  const accept: string[] = [];
  const reject: string[] = [];
  const assign: PendingAssignment[] = [];
  for (const [uid, decision] of Object.entries(decisions)) {
    if (decision === 'accept') accept.push(uid);
    else if (decision === 'reject') reject.push(uid);
    else if (decision.startsWith('player:'))
      assign.push({ uid, playerId: decision.slice(7), role: 'PLAYER' });
    else if (decision.startsWith('contact:'))
      assign.push({ uid, playerId: decision.slice(8), role: 'CONTACT' });
  }
  return { teamId, accept, reject, assign };
}

export const hasDecisions = (request: UpdatePendingRequest) =>
  request.accept.length + request.reject.length + request.assign.length > 0;
