import { richDocFromText, type RichDoc } from '@chalktalk/domain';
import type { ApiClient, ApiResult } from './api-client';

interface SeedTeam {
  id: string;
  name: string;
}

/** The documents service learns teams and members from events; the seed waits for them this long. */
const PROJECTION_WAIT_MS = 20_000;

/**
 * A small, valid one-page PDF with the given lines of text (Helvetica), built by hand so the seed and the
 * browser tests need no PDF library: objects, then the cross-reference table with each object's byte offset.
 */
export function simplePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT',
    '/F1 20 Tf',
    '72 720 Td',
    ...lines.flatMap((line, i) => [...(i > 0 ? ['0 -30 Td'] : []), `(${escape(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const POSTS: { text: string; audience: 'TEAM' | 'COACHES'; videoUrl?: string; withPlay?: boolean }[] = [
  {
    text: 'Welcome to the new season! Practice schedule and team rules are in Team Documents.',
    audience: 'TEAM',
  },
  { text: 'Great hustle tonight. Shout-out to #4 and #11 for the defensive effort.', audience: 'TEAM' },
  {
    text: 'Film from Saturday, watch before Tuesday:',
    audience: 'TEAM',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  },
  { text: 'New set for the week, know your spots:', audience: 'TEAM', withPlay: true },
  { text: 'Coaches: let us talk rotations before Thursday. #22 is questionable.', audience: 'COACHES' },
];

const COMMENTS = ['Let’s go!', 'Thanks coach', 'Watched it twice 👍'];

/**
 * Team documents and a lively feed for the demo, through the public calls: on each demo team a rules PDF, a
 * practice plan in a folder, a quick link, an acknowledgement request to the demo player; five posts (one for
 * coaches only, one with a video, one with a play link, jersey pills) with the player's likes and comments. A team
 * that already has documents is left alone. Answers whether anything was added.
 */
export async function seedDemoDocuments(
  api: ApiClient,
  coachToken: string,
  playerToken: string,
  playerId: string,
  teams: readonly SeedTeam[],
): Promise<boolean> {
  let changed = false;
  for (const team of teams) {
    const listed = await retry(() =>
      api.call<{ documents: unknown[] }>('GET', `documents/getDocuments?teamId=${team.id}`, {
        token: coachToken,
      }),
    );
    if (listed.documents.length > 0) continue;
    changed = true;
    const upload = (name: string, path: string, lines: string[]) =>
      api.expect<{ id: string }>('POST', 'documents/uploadDocument', {
        token: coachToken,
        body: {
          teamId: team.id,
          name,
          path,
          fileName: `${name}.pdf`,
          data: simplePdf(lines).toString('base64'),
        },
      });
    const rules = await upload('Team rules', '', [
      `${team.name}: team rules`,
      '1. Be on time.',
      '2. Respect teammates, coaches and officials.',
      '3. Bring water and both jerseys.',
    ]);
    await upload('Week 1 practice plan', 'Practice', [
      'Week 1 practice plan',
      'Warm-up 15 min',
      'Shell drill 20 min',
    ]);
    await api.expect('POST', 'documents/addLink', {
      token: coachToken,
      body: { teamId: team.id, name: 'League site', path: '', url: 'www.nfhs.org' },
    });
    await retry(() =>
      api.call('POST', 'messaging/requestAcknowledgement', {
        token: coachToken,
        body: { teamId: team.id, documentId: rules.id, recipientUID: playerId },
      }),
    );

    const playbook = await api.call<{ playbook: { plays: { id: string; name: string }[] } }>(
      'GET',
      `playbook/getTeamPlaybook?teamId=${team.id}`,
      { token: coachToken },
    );
    const play = playbook.ok ? playbook.body.playbook.plays[0] : undefined;
    const posted: string[] = [];
    for (const post of POSTS) {
      const content: RichDoc = richDocFromText(post.text);
      if (post.withPlay && play)
        content.content.push({
          type: 'paragraph',
          content: [{ type: 'playLink', attrs: { playId: play.id, teamId: team.id, name: play.name } }],
        });
      const created = await api.expect<{ id: string }>('POST', 'messaging/createPost', {
        token: coachToken,
        body: { teamId: team.id, audience: post.audience, content, videoUrl: post.videoUrl },
      });
      if (post.audience === 'TEAM') posted.push(created.id);
    }
    for (const [i, postId] of posted.entries()) {
      if (i % 2 === 0)
        await api.expect('POST', 'messaging/likePost', {
          token: playerToken,
          body: { teamId: team.id, postId },
        });
      const text = COMMENTS[i % COMMENTS.length]!;
      await api.expect('POST', 'messaging/addComment', {
        token: playerToken,
        body: { teamId: team.id, postId, content: richDocFromText(text) },
      });
    }
  }
  return changed;
}

async function retry<T>(attempt: () => Promise<ApiResult<T>>): Promise<T> {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (;;) {
    const result = await attempt();
    if (result.ok) return result.body;
    if (!['G003', 'G004', 'G001'].includes(result.error.code) || Date.now() > deadline)
      throw new Error(`demo seed (documents): ${result.error.code} ${result.error.message}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
