import { ACCOUNT_MESSAGES } from '../messages/account.messages';
import { CRASH_PAGE_MESSAGES, GENERAL_MESSAGES, SAVE_CONFLICT_MESSAGES } from '../messages/app.messages';
import { JOIN_MESSAGES } from '../messages/team.messages';

export type ErrorLevel = 'error' | 'warning' | 'info';

export interface ErrorDefinition {
  status: number;
  message: string;
  /** How loudly to report it: expected user mistakes are 'info' and not worth an alert in error reporting. */
  level: ErrorLevel;
}

const def = (status: number, message: string, level: ErrorLevel = 'error'): ErrorDefinition => ({
  status,
  message,
  level,
});

/*
 * Every code of the spec's catalogue. Messages the spec quotes are word for word; the others are
 * written for users (the spec only names their meaning). N001..N004 are not described by the spec;
 * their meanings here are designed (see README), and so is G010, the conflict of a save made from an old version.
 */
const CATALOGUE = {
  // General
  G001: def(400, 'The request was invalid.'),
  G003: def(403, GENERAL_MESSAGES.noPermissions, 'warning'),
  G004: def(404, 'The requested item could not be found.', 'warning'),
  G005: def(500, 'The backup failed. Please try again.'),
  G006: def(503, 'There was a problem loading data. Check your connection and try again.', 'warning'),
  G007: def(403, 'This request came from a site that is not allowed.', 'warning'),
  G008: def(426, 'A new version of the app is available. Press OK to refresh.', 'info'),
  G009: def(502, 'The maps service could not be loaded. Please try again later.', 'warning'),
  // Designed (the spec names no conflict code): a save that names a version other than the stored one.
  G010: def(409, SAVE_CONFLICT_MESSAGES.changedElsewhere, 'info'),
  G999: def(500, CRASH_PAGE_MESSAGES.fallback),
  // Team
  T002: def(409, JOIN_MESSAGES.teamFull, 'info'),
  T003: def(404, JOIN_MESSAGES.linkInvalid, 'info'),
  T004: def(409, JOIN_MESSAGES.alreadyJoined, 'info'),
  T005: def(409, 'You are already a member of a paid team.', 'info'),
  // Billing
  B001: def(402, 'Your card was declined.', 'info'),
  B002: def(402, 'Your card has expired.', 'info'),
  B003: def(402, "Your card's security code (CVC) is incorrect.", 'info'),
  B004: def(502, 'An error occurred while processing your card. Please try again.', 'warning'),
  B005: def(400, 'This coupon is not valid.', 'info'),
  B006: def(409, 'The team owner does not have a billing account yet.'),
  B007: def(409, 'This subscription does not match the selected team.'),
  B008: def(500, 'There is no price for this plan.'),
  B009: def(500, 'There is no invoice item for this price.'),
  B010: def(402, 'Retrying the payment failed. Please check your payment method.', 'warning'),
  B011: def(409, 'You already have an active team subscription.', 'info'),
  B012: def(402, 'No payment method is on file. Please add a card.', 'info'),
  B013: def(402, 'Your card number is incorrect.', 'info'),
  B014: def(400, 'The billing request was invalid.'),
  // Account
  A001: def(404, ACCOUNT_MESSAGES.accountNotFound, 'info'),
  A002: def(400, 'Please enter a valid email address.', 'info'),
  A003: def(400, 'Please enter a valid password.', 'info'),
  A004: def(409, ACCOUNT_MESSAGES.accountExists, 'info'),
  A005: def(400, 'This password is too weak. Please choose a stronger password.', 'info'),
  A006: def(401, 'The password is incorrect.', 'info'),
  A007: def(403, 'This account has been disabled.', 'warning'),
  A008: def(429, 'Too many login attempts. Please try again later.', 'warning'),
  A009: def(401, 'For your security, please log in again to continue.', 'info'),
  A010: def(400, ACCOUNT_MESSAGES.linkInvalidOrExpired, 'info'),
  // Play
  P001: def(400, 'The play contains an item of an unknown type.'),
  P002: def(400, 'A player can only be changed this way on the first frame.'),
  P003: def(400, 'The comment could not be found in this play.'),
  P004: def(400, 'The play contains an invalid position.'),
  P005: def(400, 'The play has no valid field configuration.'),
  // Notification (meanings designed)
  N001: def(400, 'This notification device is not registered.', 'warning'),
  N002: def(404, 'The notification could not be found.', 'warning'),
  N003: def(400, 'This notification kind is not supported.'),
  N004: def(502, 'The notification could not be delivered.', 'warning'),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof CATALOGUE;

export const ERROR_CATALOGUE: Record<ErrorCode, ErrorDefinition> = CATALOGUE;

export const ERROR_CODES = Object.keys(CATALOGUE) as ErrorCode[];

export function isErrorCode(candidate: unknown): candidate is ErrorCode {
  return typeof candidate === 'string' && Object.prototype.hasOwnProperty.call(CATALOGUE, candidate);
}

/** The message for a code, or the crash page's fallback when the code is unknown. */
export function messageForCode(code: unknown): string {
  return isErrorCode(code) ? ERROR_CATALOGUE[code].message : CRASH_PAGE_MESSAGES.fallback;
}
