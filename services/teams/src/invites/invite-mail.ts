import { escapeHtml } from '../shared/html';
import type { InviteRole } from './invite-link.entity';

const ROLE_TEXT: Record<InviteRole, string> = { ADMIN: 'an admin', COACH: 'a coach', PLAYER: 'a player' };

export interface InviteMailInput {
  teamName: string;
  programName: string | null;
  role: InviteRole;
  inviterName: string;
  link: string;
  expiresAt: Date;
}

export interface InviteMail {
  subject: string;
  html: string;
  text: string;
}

/** The invitation mail: what previewInvite shows and what InvitationCreated carries for notifications to send. */
export function renderInviteMail(input: InviteMailInput): InviteMail {
  const team = input.programName ? `${input.teamName} (${input.programName})` : input.teamName;
  const role = ROLE_TEXT[input.role];
  const expires = input.expiresAt.toISOString().slice(0, 10);
  const subject = `${input.inviterName} invited you to join ${input.teamName} on Chalktalk`;
  const text = [
    `${input.inviterName} invited you to join ${team} on Chalktalk as ${role}.`,
    '',
    `Join the team: ${input.link}`,
    '',
    `The link works until ${expires}. If you do not have an account yet, sign up first and open the link again.`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #000229;">
<p>${escapeHtml(input.inviterName)} invited you to join <strong>${escapeHtml(team)}</strong> on Chalktalk as ${role}.</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; background: #ff4f00; color: #ffffff; text-decoration: none; border-radius: 4px;">Join ${escapeHtml(input.teamName)}</a></p>
<p>Or paste this link into your browser: ${escapeHtml(input.link)}</p>
<p style="color: #555555; font-size: 12px;">The link works until ${expires}. If you do not have an account yet, sign up first and open the link again.</p>
</body></html>`;
  return { subject, html, text };
}
