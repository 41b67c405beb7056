import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { type MailboxMessage } from '@chalktalk/notifications-service';
import { waitFor } from '@chalktalk/platform/testing';
import { DemoSeedService } from '@chalktalk/teams-service';
import type { RunningApps } from '../src/services';
import { call, signUp } from './api-helpers';

const WEB_ORIGIN = 'http://localhost:8080';

interface DevMailbox {
  messages: { to: string; replyTo: string; subject: string; text: string; html: string }[];
}

/**
 * The team mail flows of issue 4 across the real parts: teams emits InvitationCreated / TeamEmailRequested /
 * ProfileFlagEarned through its outbox, the in-process bus carries them to notifications (mail over SMTP to the
 * dev sink) and identity (the profile flag), and the invited user follows the link from the dev mailbox.
 */
describe('team mail: teams → notifications → SMTP → join link; INVITED_TEAM on the profile', () => {
  let product: TestProduct;
  let apps: RunningApps;
  let api: string;
  let received: MailboxMessage[];

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'teammail', mail: true, webOrigin: WEB_ORIGIN });
    apps = product.apps;
    api = product.api;
    received = product.received;
  }, 120_000);

  afterAll(() => product?.stop());

  const devMailboxMail = (address: string, subject: RegExp) =>
    waitFor(
      async () => {
        const res = await call<DevMailbox>(api, 'GET', '/api/dev/mailbox');
        return res.body.messages.find((m) => m.to === address && subject.test(m.subject));
      },
      { timeoutMs: 20_000, what: `a mail to ${address}` },
    );

  it('a coach invites by email, the branded mail arrives with a link joinTeamLink accepts, then emails the team', async () => {
    const coach = await signUp(api, 'Coach');
    const player = await signUp(api, 'Player');
    const created = await call<{ program: { id: string }; teams: { id: string }[] }>(
      api,
      'POST',
      '/api/teams/createProgram',
      {
        token: coach.accessToken,
        json: { name: 'Lakeside', teams: [{ name: 'Lakers', sport: 'LACROSSE_MENS' }] },
      },
    );
    expect(created.status).toBe(200);
    const teamId = created.body.teams[0]!.id;
    // Billing is not built yet: mark the program paid the way the demo seed does.
    await apps.teams.get(DemoSeedService).markProgramPaidForDemo(created.body.program.id, 'COMPLETE');

    const invited = await call(api, 'POST', '/api/teams/inviteMembers', {
      token: coach.accessToken,
      json: { entityId: teamId, playerEmails: [player.user.email], coachEmails: [], adminEmails: [] },
    });
    expect(invited.status).toBe(200);

    const mail = await devMailboxMail(player.user.email, /^Coach Tester invited you to join Lakers/);
    expect(mail.subject).toBe('Coach Tester invited you to join Lakers on Chalktalk Lacrosse');
    const link = /https?:\/\/\S+\/join-team\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(WEB_ORIGIN);
    expect(url.searchParams.get('j')).toBe(teamId);
    expect(mail.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);

    // What /join-team?k=…&j=… does in the web app.
    const joined = await call<{ joinedAs: unknown; pending: boolean; joinedTeams: { id: string }[] }>(
      api,
      'POST',
      '/api/teams/joinTeamLink',
      {
        token: player.accessToken,
        json: { entityId: url.searchParams.get('j'), linkCode: url.searchParams.get('k') },
      },
    );
    expect(joined.status).toBe(200);
    expect(joined.body.pending).toBe(false);
    expect(joined.body.joinedTeams.map((team) => team.id)).toContain(teamId);
    // One invitation for the one address (besides the sign-up verification mail).
    expect(
      received.filter((m) => m.to.includes(player.user.email) && m.subject.includes('invited you')),
    ).toHaveLength(1);

    // The coach now has a roster member: teams → ProfileFlagEarned → identity sets INVITED_TEAM.
    const flags = await waitFor(
      async () => {
        const res = await call<{ profileFlags: Record<string, boolean> }>(
          api,
          'GET',
          '/api/account/getProfile',
          {
            token: coach.accessToken,
          },
        );
        return res.body.profileFlags.INVITED_TEAM ? res.body.profileFlags : undefined;
      },
      { timeoutMs: 20_000, what: 'INVITED_TEAM on the coach profile' },
    );
    expect(flags.INVITED_TEAM).toBe(true);

    const emailed = await call<{ sent: number }>(api, 'POST', '/api/teams/emailTeam', {
      token: coach.accessToken,
      json: {
        teamId,
        recipients: [player.user.id],
        subject: 'Practice moved',
        body: 'Six pm.\n\nBring water.',
      },
    });
    expect(emailed).toMatchObject({ status: 200, body: { sent: 1 } });
    const teamMail = await devMailboxMail(player.user.email, /^Practice moved$/);
    expect(teamMail.replyTo).toBe(coach.user.email);
    expect(teamMail.text).toContain('Bring water.');
    expect(teamMail.html).toContain('Chalktalk Lacrosse');
  }, 90_000);
});
