import { createHmac, timingSafeEqual } from 'node:crypto';
import { RSVP_STATUSES, type RsvpStatus } from '@chalktalk/domain';

/** What a mailed RSVP link lets its holder do: answer one event for one member, until it expires. */
export interface RsvpGrant {
  eventId: string;
  /** The member whose answer it sets. */
  userId: string;
  /** Who the mail went to: the member, or a contact answering for their player. */
  answeredBy: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One-click RSVP links: `/schedule/update-rsvp?r=<event id>&s=<status>&k=<key>`. The key is
 * `<user>.<answeredBy>.<expiry>.<HMAC-SHA256 of event|user|answeredBy|expiry>` in base64url, so it is bound to the
 * person and the event (r), and expires; the status (s) is the holder's choice among the three links of a mail.
 */
export class RsvpLinkSigner {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('The RSVP link secret needs at least 32 characters');
  }

  key(grant: RsvpGrant): string {
    const body = `${grant.userId}.${grant.answeredBy}.${grant.expiresAt.toString(36)}`;
    return `${body}.${this.mac(grant.eventId, body)}`;
  }

  link(webOrigin: string, grant: RsvpGrant, status: RsvpStatus): string {
    const url = new URL('/schedule/update-rsvp', webOrigin);
    url.searchParams.set('r', grant.eventId);
    url.searchParams.set('s', status);
    url.searchParams.set('k', this.key(grant));
    return url.toString();
  }

  links(webOrigin: string, grant: RsvpGrant) {
    return {
      goingLink: this.link(webOrigin, grant, 'GOING'),
      maybeLink: this.link(webOrigin, grant, 'MAYBE'),
      notGoingLink: this.link(webOrigin, grant, 'NOTGOING'),
    };
  }

  /** The grant when the key is intact, for this event, and unexpired; otherwise null. */
  verify(eventId: string, key: string, now: number = Date.now()): RsvpGrant | null {
    const parts = key.split('.');
    if (parts.length !== 4) return null;
    const [userId, answeredBy, expiry, mac] = parts as [string, string, string, string];
    if (!UUID.test(userId) || !UUID.test(answeredBy)) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = Buffer.from(this.mac(eventId, `${userId}.${answeredBy}.${expiry}`), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = parseInt(expiry, 36);
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
    return { eventId, userId, answeredBy, expiresAt };
  }

  private mac(eventId: string, body: string): string {
    return createHmac('sha256', this.secret).update(`${eventId.toLowerCase()}|${body}`).digest('base64url');
  }
}

export const isStatus = (s: string): s is RsvpStatus => (RSVP_STATUSES as readonly string[]).includes(s);
