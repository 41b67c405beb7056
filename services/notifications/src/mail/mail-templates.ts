import { NOTIFICATION_CATALOG, type NotificationParams, type SentNotificationKind } from '@chalktalk/domain';
import { type Brand, brandOf } from './brand';

export type MailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'emailChanged'
  | 'teamInvitation'
  | 'teamEmail'
  | 'studyReminder'
  | 'notification'
  | 'billingReceipt'
  | 'billingPaymentFailed'
  | 'billingCardExpiring';

export const MAIL_KINDS: readonly MailKind[] = [
  'verifyEmail',
  'resetPassword',
  'emailChanged',
  'teamInvitation',
  'teamEmail',
  'studyReminder',
  'notification',
  'billingReceipt',
  'billingPaymentFailed',
  'billingCardExpiring',
];

export interface MailVars {
  /** Empty when the recipient is not (yet) known by name: invitations, team emails. */
  firstName: string;
  edition: string;
  /** verifyEmail, resetPassword: the one-time link; teamInvitation: the join link. */
  link?: string;
  /** emailChanged: the address the account moved to. */
  newEmail?: string;
  /** The site, for the "not you?" line. */
  webOrigin: string;
  /** teamInvitation, teamEmail. */
  teamName?: string;
  /** teamInvitation: who invited, the role the link grants (ADMIN, COACH, PLAYER), when the link expires (ISO). */
  inviterName?: string;
  role?: string;
  expiresAt?: string;
  /** teamEmail: the coach's subject and text as typed, the sender's name and address (Reply-To). */
  subject?: string;
  body?: string;
  senderName?: string;
  replyTo?: string;
  /** studyReminder: the plays to study, in the coach's order, each with the link that opens it. */
  plays?: { name: string; url: string }[];
  /** notification: the kind and what its text is rendered from (a burst's count can still rise until sent). */
  notificationKind?: SentNotificationKind;
  params?: NotificationParams;
  /** billingReceipt, billingPaymentFailed: the amount as displayed ('$60.00'). */
  amount?: string;
  /** notification: the page it opens (absolute); billing mails: the invoice or the billing page. */
  url?: string;
  /** notification: more named links (an event reminder's one-click RSVP answers). */
  links?: { label: string; url: string }[];
  /**
   * Every notification mail (studyReminder, notification): the one-click unsubscribe URL of its kind (RFC 8058:
   * List-Unsubscribe and List-Unsubscribe-Post headers; also linked in the footer).
   */
  unsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Where answers go (teamEmail: the coach), when not to the sender address. */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on notification mail). */
  headers?: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const ROLE_TEXT: Record<string, string> = { ADMIN: 'an admin', COACH: 'a coach', PLAYER: 'a player' };

interface Body {
  subject: string;
  /** Paragraphs of plain text (escaped for HTML; line breaks kept). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A list of named links after the paragraphs (text: "label: url"). */
  links?: { label: string; url: string }[];
  footnote: string;
}

function body(kind: MailKind, vars: MailVars, brand: Brand): Body {
  const hello = vars.firstName ? `Hi ${vars.firstName},` : 'Hi,';
  switch (kind) {
    case 'verifyEmail':
      return {
        subject: `Verify your email for ${brand.siteName}`,
        paragraphs: [hello, `Please confirm that this is your email address for ${brand.siteName}.`],
        action: { label: 'Verify email', url: vars.link! },
        footnote: 'This link expires in 3 days. If you did not sign up, you can ignore this email.',
      };
    case 'resetPassword':
      return {
        subject: `Reset your password for ${brand.siteName}`,
        paragraphs: [hello, `We received a request to reset your ${brand.siteName} password.`],
        action: { label: 'Reset password', url: vars.link! },
        footnote:
          'This link expires in 1 hour and works once. If you did not ask to reset your password, you can ignore this email.',
      };
    case 'emailChanged':
      return {
        subject: `Your ${brand.siteName} email was changed`,
        paragraphs: [
          hello,
          `The sign-in email of your ${brand.siteName} account was changed to ${vars.newEmail ?? 'a new address'}.`,
        ],
        footnote: `If you did not make this change, reset your password at ${vars.webOrigin}/forgot-password and contact support@chalktalk.app.`,
      };
    case 'teamInvitation': {
      const team = vars.teamName ?? 'a team';
      const inviter = vars.inviterName || 'A coach';
      const role = ROLE_TEXT[vars.role ?? ''] ?? 'a member';
      const until = vars.expiresAt ? `The link works until ${vars.expiresAt.slice(0, 10)}. ` : '';
      return {
        subject: `${inviter} invited you to join ${team} on ${brand.siteName}`,
        paragraphs: [hello, `${inviter} invited you to join ${team} on ${brand.siteName} as ${role}.`],
        action: { label: `Join ${team}`, url: vars.link! },
        footnote: `${until}If you do not have an account yet, sign up first and open the link again.`,
      };
    }
    case 'teamEmail': {
      const sender = vars.senderName || 'Your coach';
      const paragraphs = (vars.body ?? '')
        .split(/\r?\n\s*\r?\n/)
        .map((p) => p.replace(/\r\n/g, '\n').trim())
        .filter(Boolean);
      return {
        subject: vars.subject || `A message from ${sender}`,
        paragraphs,
        footnote: `${sender} sent this message to members of ${vars.teamName ?? 'your team'} on ${brand.siteName}. Reply to this email to answer ${sender}.`,
      };
    }
    case 'studyReminder': {
      const sender = vars.senderName || 'Your coach';
      const team = vars.teamName || 'your team';
      const plays = vars.plays ?? [];
      const count = `${plays.length} ${plays.length === 1 ? 'play' : 'plays'}`;
      return {
        subject: `${sender} asks you to study ${count} of ${team}`,
        paragraphs: [hello, `${sender} asks you to study ${count} of ${team} on ${brand.siteName}:`],
        links: plays.map((play) => ({ label: play.name, url: play.url })),
        footnote: `You receive this because you are a member of ${team}. Sign in to open the plays.`,
      };
    }
    case 'billingReceipt':
      return {
        subject: `Your ${brand.siteName} receipt for ${vars.teamName ?? 'your subscription'}`,
        paragraphs: [
          hello,
          `Thank you: we received your payment of ${vars.amount} for ${vars.teamName ?? 'your subscription'}.`,
        ],
        action: { label: 'View the invoice', url: vars.url! },
        footnote: `You receive this because you pay for ${vars.teamName ?? 'a subscription'} on ${brand.siteName}.`,
      };
    case 'billingPaymentFailed':
      return {
        subject: `Your ${brand.siteName} payment failed`,
        paragraphs: [
          hello,
          `We could not charge ${vars.amount} for ${vars.teamName ?? 'your subscription'}. Please retry the payment or add another card, or your teams become inactive after the grace period.`,
        ],
        action: { label: 'Open billing', url: vars.url! },
        footnote: `You receive this because you pay for ${vars.teamName ?? 'a subscription'} on ${brand.siteName}.`,
      };
    case 'billingCardExpiring':
      return {
        subject: `The card for your ${brand.siteName} subscription expires soon`,
        paragraphs: [
          hello,
          `The card that pays for ${vars.teamName ?? 'your subscription'} expires at the end of this month. Add a new card before the next payment so your teams stay active.`,
        ],
        action: { label: 'Update your card', url: vars.url! },
        footnote: `You receive this because you pay for ${vars.teamName ?? 'a subscription'} on ${brand.siteName}.`,
      };
    case 'notification': {
      const definition = NOTIFICATION_CATALOG[vars.notificationKind!];
      const text = definition.text(vars.params!, brand.edition);
      return {
        subject: text.title,
        paragraphs: [hello, ...(text.body ? [text.body] : [])],
        links: vars.links,
        action: { label: `Open in ${brand.siteName}`, url: vars.url! },
        footnote: `You receive this because "${definition.label}" emails are on in your ${brand.siteName} notification settings.`,
      };
    }
  }
}

/** Renders a transactional mail as text and HTML with the edition's branding (site name, colour). */
export function renderMail(kind: MailKind, vars: MailVars): RenderedMail {
  const brand = brandOf(vars.edition);
  const mail = body(kind, vars, brand);
  const text = [
    ...mail.paragraphs,
    ...(mail.links?.length ? [mail.links.map((l) => `- ${l.label}: ${l.url}`).join('\n')] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
    mail.footnote,
    ...(vars.unsubscribeUrl ? [`Unsubscribe from these emails: ${vars.unsubscribeUrl}`] : []),
    `— The ${brand.siteName} team`,
  ].join('\n\n');
  const button = mail.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="background:${brand.color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(mail.action.label)}</a></p>
<p style="font-size:12px;color:#555">Or open this link: <a href="${escapeHtml(mail.action.url)}">${escapeHtml(mail.action.url)}</a></p>`
    : '';
  const links = mail.links?.length
    ? `<ul>\n${mail.links.map((l) => `<li><a href="${escapeHtml(l.url)}" style="color:${brand.color}">${escapeHtml(l.label)}</a></li>`).join('\n')}\n</ul>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.color};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">${escapeHtml(brand.siteName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${mail.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${links}
${button}
<p style="font-size:13px;color:#555">${escapeHtml(mail.footnote)}</p>
${vars.unsubscribeUrl ? `<p style="font-size:12px;color:#555"><a href="${escapeHtml(vars.unsubscribeUrl)}">Unsubscribe from these emails</a></p>` : ''}
<p>— The ${escapeHtml(brand.siteName)} team</p>
</td></tr></table></td></tr></table></body></html>`;
  return {
    subject: mail.subject,
    text,
    html,
    ...(vars.replyTo ? { replyTo: vars.replyTo } : {}),
    ...(vars.unsubscribeUrl
      ? {
          // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" to the https URI.
          headers: {
            'List-Unsubscribe': `<${vars.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
