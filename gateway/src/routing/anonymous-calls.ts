/**
 * Calls the edge lets through without a bearer token. The owning service still decides: these are the calls a
 * signed-out visitor makes (account pages, public plays, GIF export, community reads). Every other call needs a
 * valid access token before it leaves the gateway.
 */
export const ANONYMOUS_CALLS: ReadonlySet<string> = new Set([
  'account/createAccount',
  'account/login',
  'account/refresh',
  'account/logout',
  'account/sendPasswordReset',
  // The /email-action page works signed out: the code in the link is the credential.
  'account/checkActionCode',
  'account/applyActionCode',
  'account/confirmPasswordReset',
  'account/botChallenge',
  'account/jwks',
  // Single sign-on: the login page lists the club realms, then trades a realm token for a session.
  'account/ssoIssuers',
  'account/ssoSession',
  'main/version',
  // Feature switches decide which routes exist, before anyone signs in.
  'main/getRemoteConfig',
  // The crash page can appear before login; the note is logged with the user when a token comes along.
  'main/sendDeveloperNote',
  // Program logos load in <img> tags, which send no bearer token; a logo is public branding.
  'teams/entityLogo',
  'playbook/getPublicSharedPlay',
  'playbook/exportGIF',
  'playbook/checkGIFStatus',
  // List posters load in <img> tags, which send no token; the signed poster key in the address names the user and
  // playbook checks that user's access to the play on every request.
  'playbook/playPoster',
  // GIF links open in <img> tags and downloads, which send no token; the path is an unguessable content hash.
  'render/files',
  // Team document files open in pdf.js and downloads, which send no token; the signed, short-lived token in the
  // address is the credential and the documents service checks membership again.
  'documents/file',
  'community/getCommunityHomepage',
  'community/getCommunityPlaybook',
  'community/getCommunityPlay',
  'community/getCommunityPlayComments',
  'community/getCommunityProfile',
  // A community play's GIF (spec 2 §6: anonymous visitors request GIF export and check its status).
  'community/exportCommunityGIF',
  'community/checkCommunityGIFStatus',
  // A community play's list poster loads in an <img> tag; listed plays are public.
  'community/playPoster',
  'search/community',
  'billing/validateDiscountCode',
  // The mailed one-click RSVP link answers signed out: the signed, expiring key in the link is the credential.
  'schedule/answerRSVPLink',
  // Calendar apps send no token: the secret feed address is the credential (renewable, checked on every fetch).
  'schedule/calendarFeed',
  // One-click unsubscribe from a notification mail (RFC 8058: the mail client POSTs it, signed out); the random
  // per-user token in the link is the credential.
  'notifications/unsubscribe',
  // Local development only: notifications serves it only with DEV_MAILBOX=true.
  'dev/mailbox',
]);

export function isAnonymousCall(group: string, call: string): boolean {
  return ANONYMOUS_CALLS.has(`${group}/${call}`);
}
