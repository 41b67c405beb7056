import { InvitationCreatedSchema } from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { DemoSeedService } from '../../src/demo-seed/demo-seed.service';
import {
  INVITES_PER_HOUR_MESSAGE,
  MAX_INVITES_PER_CALL,
  MAX_INVITES_PER_HOUR,
} from '../../src/invites/invitation-quota';
import { TeamsHarness } from './teams-harness';

const h = new TeamsHarness();

beforeAll(() => h.start('teams_invitation_caps'), 120_000);
afterAll(() => h.stop());

async function aProgram() {
  const owner = randomUUID();
  const created = await h.post<{ program: { id: string }; teams: { id: string }[] }>(owner, 'createProgram', {
    name: 'Club',
    teams: [{ name: 'Varsity', sport: 'LACROSSE_MENS' }],
  });
  await h.app.get(DemoSeedService).markProgramPaidForDemo(created.body.program.id, 'COMPLETE');
  return { owner, programId: created.body.program.id, teamId: created.body.teams[0]!.id };
}

const addresses = (count: number, tag = randomUUID().slice(0, 8)) =>
  Array.from({ length: count }, (_, i) => `invitee-${tag}-${i}@example.test`);

describe('bulk invitation caps', () => {
  it(`refuses more than ${MAX_INVITES_PER_CALL} addresses in one call (G001), all lists together`, async () => {
    const { owner, programId, teamId } = await aProgram();
    const tooMany = await h.post(owner, 'inviteMembers', {
      entityId: programId,
      adminEmails: addresses(MAX_INVITES_PER_CALL + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.code).toBe('G001');
    const splitOverLists = await h.post(owner, 'inviteMembers', {
      entityId: teamId,
      playerEmails: addresses(100),
      coachEmails: addresses(MAX_INVITES_PER_CALL - 99),
    });
    expect(splitOverLists.status).toBe(400);
    expect(splitOverLists.error?.details?.map((issue) => issue.message)).toContain(
      `At most ${MAX_INVITES_PER_CALL} addresses per invitation`,
    );
    expect(await h.events(InvitationCreatedSchema, programId)).toEqual([]);
    expect(await h.events(InvitationCreatedSchema, teamId)).toEqual([]);
  });

  it(`caps an inviter at ${MAX_INVITES_PER_HOUR} addresses an hour across teams and programs (429 G001)`, async () => {
    const { owner, programId, teamId } = await aProgram();
    for (let call = 0; call < 3; call++) {
      const sent = await h.post(owner, 'inviteMembers', { entityId: programId, adminEmails: addresses(150) });
      expect(sent.status).toBe(200);
    }
    // 450 program-admin addresses, then 10 players of a team: 460.
    expect(
      (await h.post(owner, 'inviteMembers', { entityId: teamId, playerEmails: addresses(10) })).status,
    ).toBe(200);
    // 41 more would be 501.
    const over = await h.post(owner, 'inviteMembers', { entityId: programId, adminEmails: addresses(41) });
    expect(over.status).toBe(429);
    expect(over.error).toMatchObject({ code: 'G001', message: INVITES_PER_HOUR_MESSAGE });
    expect(over.error?.details?.[0]?.message).toMatch(/40 left/);
    // The refused call invited nobody: still three program invitations, and the 40 that fit go through.
    expect(await h.events(InvitationCreatedSchema, programId)).toHaveLength(3);
    expect(
      (await h.post(owner, 'inviteMembers', { entityId: programId, adminEmails: addresses(40) })).status,
    ).toBe(200);
    // A single link for one address counts too; another inviter has a budget of their own.
    expect(
      (await h.get(owner, 'inviteLink', { entityId: teamId, type: 'PLAYER', email: 'one@example.test' }))
        .status,
    ).toBe(429);
    const other = await aProgram();
    expect(
      (await h.post(other.owner, 'inviteMembers', { entityId: other.programId, adminEmails: addresses(150) }))
        .status,
    ).toBe(200);

    // An hour later the budget is back.
    await h.db.query(
      `UPDATE invitations_sent SET sent_at = sent_at - interval '61 minutes' WHERE inviter_id = $1`,
      [owner],
    );
    expect(
      (await h.post(owner, 'inviteMembers', { entityId: programId, adminEmails: addresses(150) })).status,
    ).toBe(200);
  });
});
