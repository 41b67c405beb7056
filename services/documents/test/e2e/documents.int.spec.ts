import { DOCUMENT_FILE_MAX_BYTES, GUARD_MESSAGES } from '@chalktalk/domain';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { docxFile, para } from '../docx-fixture';
import { aUser, DocumentsHarness, FILES, type TestTeam } from '../harness';

const h = new DocumentsHarness();
let team: TestTeam;
let coach: string;
let player: string;
let contact: string;

beforeAll(() => h.start('documents_int'), 60_000);
afterAll(() => h.stop());

beforeEach(async () => {
  team = await h.team();
  coach = await h.member(team, aUser(), 'COACH', { firstName: 'Casey', lastName: 'Coach' });
  player = await h.member(team, aUser(), 'PLAYER', { firstName: 'Pat', lastName: 'Player' });
  contact = await h.member(team, aUser(), 'CONTACT', { firstName: 'Cam', lastName: 'Contact' });
});

const upload = (userId: string, data: Buffer, extra: Record<string, unknown> = {}) =>
  h.post(userId, 'documents/uploadDocument', {
    teamId: team.teamId,
    name: 'Team rules',
    fileName: 'rules.pdf',
    data: data.toString('base64'),
    ...extra,
  });

const storedFiles = async (): Promise<string[]> => {
  const dir = join(h.dataDir, 'documents', 'files', 'teams', team.teamId, 'documents');
  const found: string[] = [];
  for (const doc of await readdir(dir).catch(() => [] as string[]))
    for (const f of await readdir(join(dir, doc)))
      if (!f.endsWith('.content-type')) found.push(`${doc}/${f}`);
  return found;
};

describe('uploading files', () => {
  it.each(['pdf', 'doc', 'docx'] as const)(
    'a coach uploads a %s, recognised by its content',
    async (kind) => {
      const res = await upload(coach, FILES[kind], { fileName: 'whatever.bin', path: 'Practice/Drills' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        type: 'file',
        fileKind: kind,
        path: 'Practice/Drills',
        name: 'Team rules',
      });
      const list = await h.get(player, 'documents/getDocuments', { teamId: team.teamId });
      expect(list.body.documents.map((d: { id: string }) => d.id)).toEqual([res.body.id]);
      expect(list.body.folders).toEqual(['Practice', 'Practice/Drills']);
    },
  );

  it('refuses a file that is not pdf, doc or docx whatever its name, and stores nothing', async () => {
    const res = await upload(coach, FILES.html, { fileName: 'rules.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('G001');
    expect(await storedFiles()).toEqual([]);
  });

  it('accepts a file of exactly the size limit', async () => {
    const atLimit = Buffer.concat([
      FILES.pdf,
      Buffer.alloc(DOCUMENT_FILE_MAX_BYTES - FILES.pdf.length, 0x20),
    ]);
    const res = await upload(coach, atLimit);
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 200, code: undefined });
    expect(res.body).toMatchObject({ fileKind: 'pdf', fileSize: DOCUMENT_FILE_MAX_BYTES });
  });

  it('refuses a file above the size limit', async () => {
    // 28 million characters of base64: checked by a scan (isBase64Text), where a regex overflowed V8's regexp
    // stack in a process with a large heap and answered 500.
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(DOCUMENT_FILE_MAX_BYTES)]);
    const res = await upload(coach, big);
    expect({ status: res.status, body: res.body }).toMatchObject({
      status: 400,
      body: { error: { code: 'G001' } },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('players and contacts cannot upload; pending members get the guard; Basic sees the fallback', async () => {
    expect((await upload(player, FILES.pdf)).status).toBe(403);
    expect((await upload(contact, FILES.pdf)).status).toBe(403);
    const pending = await h.member(team, aUser(), 'PLAYER', { pending: true });
    const guard = await h.get(pending, 'documents/getDocuments', { teamId: team.teamId });
    expect(guard.status).toBe(403);
    expect(guard.body.error.message).toBe(GUARD_MESSAGES.membershipPending);
    const basic = await h.team({ plan: 'BASIC' });
    const fallback = await h.get(basic.ownerId, 'documents/getDocuments', { teamId: basic.teamId });
    expect(fallback.body.error.message).toBe(GUARD_MESSAGES.featureNotIncluded);
    const unpaid = await h.team({ paid: false });
    const coachOfUnpaid = await h.member(unpaid, aUser(), 'COACH');
    const inactive = await h.get(coachOfUnpaid, 'documents/getDocuments', { teamId: unpaid.teamId });
    expect(inactive.body.error.message).toBe(GUARD_MESSAGES.subscriptionInactive);
    expect((await h.get(aUser(), 'documents/getDocuments', { teamId: team.teamId })).status).toBe(403);
  });
});

describe('signed downloads', () => {
  it('a member gets a short-lived address that serves the file; it stops working when they leave', async () => {
    const doc = (await upload(coach, FILES.pdf)).body;
    const signed = await h.get(player, 'documents/getDownloadUrl', {
      teamId: team.teamId,
      documentId: doc.id,
    });
    expect(signed.status).toBe(200);
    const file = await h.open(signed.body.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('inline; filename="Team rules.pdf"');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.raw.equals(FILES.pdf)).toBe(true);

    await h.db.query(`DELETE FROM team_member_projections WHERE team_id = $1 AND user_id = $2`, [
      team.teamId,
      player,
    ]);
    expect((await h.open(signed.body.url)).status).toBe(403);
  });

  it('refuses a forged or altered token', async () => {
    const doc = (await upload(coach, FILES.pdf)).body;
    const signed = await h.get(player, 'documents/getDownloadUrl', {
      teamId: team.teamId,
      documentId: doc.id,
    });
    const token = decodeURIComponent(signed.body.url.split('token=')[1]);
    const [payload, mac] = token.split('.');
    const grant = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...grant, expiresAt: grant.expiresAt + 3600_000 })).toString(
      'base64url',
    );
    expect((await h.open(`/api/documents/file?token=${encodeURIComponent(`${forged}.${mac}`)}`)).status).toBe(
      403,
    );
    expect(
      (await h.get(aUser(), 'documents/getDownloadUrl', { teamId: team.teamId, documentId: doc.id })).status,
    ).toBe(403);
  });
});

describe('docx previews', () => {
  it('a player reads a docx converted in the page; pdf and doc have none; outsiders are refused', async () => {
    const docx = await upload(coach, docxFile(para('Arrive ', ['15 minutes', 'b'], ' early.')), {
      fileName: 'arrival.docx',
    });
    expect(docx.body).toMatchObject({ fileKind: 'docx' });
    const preview = await h.get(player, 'documents/getPreview', {
      teamId: team.teamId,
      documentId: docx.body.id,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      truncated: false,
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Arrive ' },
              { type: 'text', text: '15 minutes', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' early.' },
            ],
          },
        ],
      },
    });
    const pdf = await upload(coach, FILES.pdf);
    const refused = await h.get(player, 'documents/getPreview', {
      teamId: team.teamId,
      documentId: pdf.body.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('G001');
    const doc = await upload(coach, FILES.doc, { fileName: 'old.doc' });
    const oldWord = await h.get(player, 'documents/getPreview', {
      teamId: team.teamId,
      documentId: doc.body.id,
    });
    expect(oldWord.status).toBe(400);
    const outsider = await h.get(aUser(), 'documents/getPreview', {
      teamId: team.teamId,
      documentId: docx.body.id,
    });
    expect(outsider.status).toBe(403);
  });
});

describe('changing documents', () => {
  it('rename, move and replace (the old object is deleted); delete removes row and file', async () => {
    const doc = (await upload(coach, FILES.pdf)).body;
    const [firstObject] = await storedFiles();
    const renamed = await h.post(coach, 'documents/updateDocument', {
      teamId: team.teamId,
      documentId: doc.id,
      name: 'Code of conduct',
      path: 'Policies',
    });
    expect(renamed.body).toMatchObject({ name: 'Code of conduct', path: 'Policies' });

    const replaced = await h.post(coach, 'documents/replaceFile', {
      teamId: team.teamId,
      documentId: doc.id,
      fileName: 'conduct.docx',
      data: FILES.docx.toString('base64'),
    });
    expect(replaced.body).toMatchObject({ fileKind: 'docx', fileName: 'conduct.docx' });
    const objects = await storedFiles();
    expect(objects).toHaveLength(1);
    expect(objects[0]).not.toBe(firstObject);

    expect(
      (await h.post(player, 'documents/deleteDocument', { teamId: team.teamId, documentId: doc.id })).status,
    ).toBe(403);
    const deleted = await h.post(coach, 'documents/deleteDocument', {
      teamId: team.teamId,
      documentId: doc.id,
    });
    expect(deleted.status).toBe(200);
    expect(await storedFiles()).toEqual([]);
    expect((await h.get(coach, 'documents/getDocuments', { teamId: team.teamId })).body.documents).toEqual(
      [],
    );
  });

  it('read-only documents are changed by admins only', async () => {
    const doc = (await upload(coach, FILES.pdf)).body;
    expect(
      (
        await h.post(coach, 'documents/updateDocument', {
          teamId: team.teamId,
          documentId: doc.id,
          readOnly: true,
        })
      ).status,
    ).toBe(403);
    const locked = await h.post(team.ownerId, 'documents/updateDocument', {
      teamId: team.teamId,
      documentId: doc.id,
      readOnly: true,
    });
    expect(locked.body.readOnly).toBe(true);
    expect(locked.body.actions).toContain('setReadOnly');
    const list = await h.get(coach, 'documents/getDocuments', { teamId: team.teamId });
    expect(list.body.documents[0].actions).not.toContain('delete');
    expect(
      (await h.post(coach, 'documents/deleteDocument', { teamId: team.teamId, documentId: doc.id })).status,
    ).toBe(403);
    expect(
      (
        await h.post(coach, 'documents/updateDocument', {
          teamId: team.teamId,
          documentId: doc.id,
          name: 'X',
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.post(team.ownerId, 'documents/deleteDocument', { teamId: team.teamId, documentId: doc.id }))
        .status,
    ).toBe(200);
  });

  it('quick links are accepted with or without scheme; javascript: is not', async () => {
    const link = await h.post(coach, 'documents/addLink', {
      teamId: team.teamId,
      name: 'Hudl',
      url: 'www.hudl.com/team/1',
    });
    expect(link.body).toMatchObject({ type: 'link', url: 'https://www.hudl.com/team/1' });
    const bad = await h.post(coach, 'documents/addLink', {
      teamId: team.teamId,
      name: 'x',
      url: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a url');
  });

  it('copies a document to another team the coach edits, with its own file', async () => {
    const doc = (await upload(coach, FILES.pdf)).body;
    const other = await h.team();
    await h.member(other, coach, 'COACH');
    const copy = await h.post(coach, 'documents/copyDocument', {
      teamId: team.teamId,
      documentId: doc.id,
      toTeamId: other.teamId,
    });
    expect(copy.status).toBe(200);
    expect(copy.body.teamId).toBe(other.teamId);
    await h.post(coach, 'documents/deleteDocument', { teamId: team.teamId, documentId: doc.id });
    const signed = await h.get(coach, 'documents/getDownloadUrl', {
      teamId: other.teamId,
      documentId: copy.body.id,
    });
    expect((await h.open(signed.body.url)).raw.equals(FILES.pdf)).toBe(true);
    const stranger = await h.team();
    expect(
      (
        await h.post(coach, 'documents/copyDocument', {
          teamId: other.teamId,
          documentId: copy.body.id,
          toTeamId: stranger.teamId,
        })
      ).status,
    ).toBe(403);
  });
});

describe('acknowledgements', () => {
  it('a coach asks one player; the player acknowledges; the list shows who did and when, and who has not', async () => {
    const doc = (await upload(coach, FILES.pdf)).body;
    const asked = await h.post(coach, 'messaging/requestAcknowledgement', {
      teamId: team.teamId,
      documentId: doc.id,
      recipientUID: player,
    });
    expect(asked.status).toBe(200);
    const [event] = await h.db.query(
      `SELECT type FROM platform_outbox WHERE topic = 'documents.document.v1' AND type LIKE '%AcknowledgementRequested'`,
    );
    expect(event).toBeDefined();

    // Done without the box ticked records nothing (the web app sends nothing); ticked records the time.
    const done = await h.post(player, 'messaging/updateAcknowledgement', {
      teamId: team.teamId,
      documentIds: [doc.id],
      acknowledged: true,
    });
    expect(done.status).toBe(200);
    const acks = await h.get(coach, 'documents/getAcknowledgements', {
      teamId: team.teamId,
      documentId: doc.id,
    });
    expect(acks.body.acknowledged).toEqual([
      expect.objectContaining({
        userId: player,
        name: 'Pat Player',
        requested: true,
        acknowledgedAt: expect.any(String),
      }),
    ]);
    expect(acks.body.notAcknowledged.map((m: { name: string }) => m.name).sort()).toEqual(
      ['Cam Contact', 'Casey Coach', 'Olive Owner'].sort(),
    );
    // A player sees only their own acknowledgement, and not the list.
    const mine = await h.get(contact, 'documents/getDocument', { teamId: team.teamId, documentId: doc.id });
    expect(mine.body.acknowledgements).toEqual({});
    expect(
      (await h.get(player, 'documents/getAcknowledgements', { teamId: team.teamId, documentId: doc.id }))
        .status,
    ).toBe(403);
  });

  it('players cannot request acknowledgements, and only members can be asked', async () => {
    const doc = (await upload(coach, FILES.pdf)).body;
    expect(
      (
        await h.post(player, 'messaging/requestAcknowledgement', {
          teamId: team.teamId,
          documentId: doc.id,
          recipientUID: contact,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.post(coach, 'messaging/requestAcknowledgement', {
          teamId: team.teamId,
          documentId: doc.id,
          recipientUID: aUser(),
        })
      ).status,
    ).toBe(400);
  });
});
