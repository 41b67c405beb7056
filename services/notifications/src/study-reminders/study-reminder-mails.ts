import type { StudyReminderRequested } from '@chalktalk/contracts';
import type { MailRequest } from '../deliveries/deliveries.service';

/** What notifications knows of a team member (the member directory). */
export interface KnownMember {
  email: string;
  firstName: string;
  lastName: string;
}

export interface StudyReminderContext {
  eventId: string;
  /** The team's edition (brand); hoops when the team is unknown here. */
  edition: string;
  webOrigin: string;
  /** The team's members named by the event (sender and recipients), by account id. */
  members: ReadonlyMap<string, KnownMember>;
}

export interface StudyReminderMails {
  mails: MailRequest[];
  /** Recipients with no known address: not mailed (the caller logs them). */
  skipped: string[];
}

const fullName = (member: KnownMember | undefined) =>
  member ? `${member.firstName} ${member.lastName}`.trim() : '';

/** The page that opens a team play: the team playbook with the play selected. */
export function studyPlayUrl(webOrigin: string, teamId: string, playId: string): string {
  return `${webOrigin}/playbook/team?p=${encodeURIComponent(playId)}&t=${encodeURIComponent(teamId)}`;
}

/**
 * StudyReminderRequested → one mail per recipient (by account id, so an account deletion erases it), listing the
 * plays with links. The event names people by id; their addresses and the sender's name come from the directory.
 * A recipient twice in the event, or two ids sharing an address, still get one mail.
 */
export function studyReminderMails(
  m: StudyReminderRequested,
  context: StudyReminderContext,
): StudyReminderMails {
  const plays = m.plays.map((play, index) => ({
    name: play.name.trim() || `Play ${index + 1}`,
    url: studyPlayUrl(context.webOrigin, m.teamId, play.playId),
  }));
  const senderName = fullName(context.members.get(m.senderId));
  const mails: MailRequest[] = [];
  const skipped: string[] = [];
  const addresses = new Set<string>();
  for (const recipientId of new Set(m.recipientIds)) {
    const member = context.members.get(recipientId);
    const recipient = member?.email.trim().toLowerCase() ?? '';
    if (!recipient) {
      skipped.push(recipientId);
      continue;
    }
    if (addresses.has(recipient)) continue;
    addresses.add(recipient);
    mails.push({
      eventId: context.eventId,
      accountId: recipientId,
      kind: 'studyReminder',
      recipient,
      vars: {
        firstName: member!.firstName,
        edition: context.edition,
        webOrigin: context.webOrigin,
        teamName: m.teamName,
        senderName,
        plays,
      },
    });
  }
  return { mails, skipped };
}
