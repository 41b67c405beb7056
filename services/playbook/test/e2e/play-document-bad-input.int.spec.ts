import { addComment, addMove, addPass, playTesting, validatePlay } from '@chalktalk/domain';
import {
  BAD_VALUES,
  type Json,
  leafPaths,
  PLATFORM_REFUSED_VALUES,
  withValueAt,
} from '@chalktalk/platform/testing';
import fc from 'fast-check';
import { storedDocument } from '../../src/plays/play-document';
import { aUser, PlaybookHarness } from '../harness';

const SEED = 20_261_125;
const CASES = 150;

/** A play with something in every list: players, a ball, a move with anchors, a pass, a comment box, tags. */
function richPlay(): Json {
  let play = playTesting.passingPlay(2);
  play = addMove(play, 0, { source: 'a2', anchors: [{ x: 20, y: 15 }] });
  play = addPass(play, 0, { ball: 'ball-1', target: 'a2' });
  play = addComment(play, 0, { text: 'Cut hard', origin: { x: 5, y: 5 } });
  return storedDocument({ ...play, name: 'Horns', description: 'Early offence', tags: ['zone'] }) as Json;
}

/**
 * Issue 11 for the largest stored document: a bad value at any place of a play (any text, number, list or
 * object, at any depth: wrong type, huge, unicode, NUL, nested…) that the domain's validatePlay refuses must be
 * refused by saveNewPlay and updatePlay with a 4xx error body and change no play; the cases are drawn by
 * fast-check with a fixed seed. Values the document accepts (a unicode comment) are skipped: they are plays.
 */
describe('bad values anywhere in a play document (real Postgres)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_play_bad_input'), 120_000);
  afterAll(() => h.stop());

  it('are refused by saveNewPlay and updatePlay with a 4xx, and no play changes', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const base = richPlay();
    const saved = await h.post(me, 'saveNewPlay', { playbookId, play: base });
    expect(saved.status).toBe(200);
    const playId = saved.body.id as string;
    const rows = () => h.db.query(`SELECT id, document::text AS document FROM plays ORDER BY id`);
    const before = await rows();

    const paths = leafPaths(base).filter((path) => path.length > 0);
    const cases = fc.sample(
      fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...BAD_VALUES, ...PLATFORM_REFUSED_VALUES)),
      { seed: SEED, numRuns: CASES },
    );
    const wrong: string[] = [];
    let sent = 0;
    for (const [path, [name, value]] of cases) {
      const play = withValueAt(base, path, value) as Record<string, Json>;
      const platformRefused = PLATFORM_REFUSED_VALUES.some(([, refused]) => refused === value);
      if (!platformRefused && validatePlay(play).ok) continue;
      sent += 1;
      for (const [call, body] of [
        ['saveNewPlay', { playbookId, play }],
        ['updatePlay', { playbookId, play: { ...play, id: playId } }],
      ] as const) {
        const res = await h.post(me, call, body);
        const ok = res.status >= 400 && res.status < 500 && typeof res.body?.error?.code === 'string';
        if (!ok)
          wrong.push(
            `${call} ${path.join('.')} = ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(CASES / 2);
    expect(await rows()).toEqual(before);
  }, 120_000);
});
