import { isOneOf } from '../shared/one-of';

export const SHARE_SCOPES = ['NOONE', 'COACHES', 'TEAM', 'COMMUNITY'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

/** Who a team email goes to. */
export const EMAIL_TARGETS = ['PLAYER_AND_CONTACTS', 'PLAYER_ONLY', 'CONTACTS_ONLY'] as const;
export type EmailTarget = (typeof EMAIL_TARGETS)[number];

/** Audience of a shared team item as shown in the share dropdown; 'mixed' when items differ. */
export const SHARE_AUDIENCES = ['whole team', 'coaches only', 'mixed'] as const;
export type ShareAudience = (typeof SHARE_AUDIENCES)[number];

export const isShareScope = (candidate: unknown): candidate is ShareScope => isOneOf(SHARE_SCOPES, candidate);
export const isEmailTarget = (candidate: unknown): candidate is EmailTarget =>
  isOneOf(EMAIL_TARGETS, candidate);
