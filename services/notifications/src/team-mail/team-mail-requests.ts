import { type InvitationCreated, type TeamEmailRequested, timestampDate } from '@chalktalk/contracts';
import type { MailRequest } from '../deliveries/deliveries.service';

export interface TeamMailContext {
  eventId: string;
  /** The edition (brand): the team's, or the program's for a program invitation; hoops when unknown here. */
  edition: string;
  webOrigin: string;
}

/**
 * Addresses as they will be sent to: trimmed, empty ones dropped, one per address regardless of case (a mail per
 * person, and the delivery log's event+recipient key holds on redelivery).
 */
export function distinctAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of addresses) {
    const address = raw.trim();
    const key = address.toLowerCase();
    if (!address || seen.has(key)) continue;
    seen.add(key);
    out.push(key);
  }
  return out;
}

/** InvitationCreated → one invitation mail per invited address, all with the same join link. */
export function invitationMails(m: InvitationCreated, context: TeamMailContext): MailRequest[] {
  return distinctAddresses(m.emails).map((recipient) => ({
    eventId: context.eventId,
    accountId: null,
    kind: 'teamInvitation',
    recipient,
    vars: {
      firstName: '',
      edition: context.edition,
      webOrigin: context.webOrigin,
      link: m.link,
      teamName: m.teamName,
      inviterName: m.inviterName,
      role: m.role,
      ...(m.expiresAt ? { expiresAt: timestampDate(m.expiresAt).toISOString() } : {}),
    },
  }));
}

/**
 * TeamEmailRequested → one mail per recipient, answered to the coach (Reply-To). Separate mails rather than one
 * with many addresses: no member sees the others' addresses, and each send is retried on its own.
 */
export function teamEmailMails(m: TeamEmailRequested, context: TeamMailContext): MailRequest[] {
  return distinctAddresses(m.recipients).map((recipient) => ({
    eventId: context.eventId,
    accountId: null,
    kind: 'teamEmail',
    recipient,
    vars: {
      firstName: '',
      edition: context.edition,
      webOrigin: context.webOrigin,
      teamName: m.teamName,
      subject: m.subject,
      body: m.body,
      senderName: m.senderName,
      ...(m.replyTo.trim() ? { replyTo: m.replyTo.trim() } : {}),
    },
  }));
}
