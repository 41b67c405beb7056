import { buildTimeline, loadPlay, sportFamilyOf, stateAt, validatePlay, type Play } from '@chalktalk/domain';
import { DEMO_PROGRAM } from './demo-accounts';
import { demoFoldersFor } from './demo-plays';

/** What the seed sends: the play as JSON, as saveNewPlay receives it. */
const overTheWire = (play: Play): unknown => JSON.parse(JSON.stringify(play));

describe('demo plays', () => {
  const lines = DEMO_PROGRAM.teams.map((team) => team.sport);

  it.each(lines)('%s: every play validates strictly, as saveNewPlay checks it, and loads again', (line) => {
    for (const folder of demoFoldersFor(line))
      for (const play of folder.plays) {
        const saved = validatePlay(overTheWire(play));
        expect(saved.ok ? [] : saved.issues).toEqual([]);
        const loaded = loadPlay(overTheWire(play));
        expect(loaded.ok && loaded.play.name).toBe(play.name);
      }
  });

  it.each(lines)('%s: plays of the sport with a formation, several frames, moves and passes', (line) => {
    const plays = demoFoldersFor(line).flatMap((folder) => folder.plays);
    expect(plays.length).toBeGreaterThanOrEqual(3);
    for (const play of plays) {
      expect(play.sport).toBe(line);
      expect(play.formationId).toEqual(expect.any(String));
      expect(play.frames.length).toBeGreaterThanOrEqual(3);
      expect(play.frames.some((frame) => frame.moves.length > 0)).toBe(true);
      expect(play.frames.some((frame) => frame.passes.length > 0)).toBe(true);
      expect(play.name.length).toBeLessThan(40);
    }
  });

  it.each(lines)('%s: each play animates: players end somewhere else than they start', (line) => {
    for (const play of demoFoldersFor(line).flatMap((folder) => folder.plays)) {
      const timeline = buildTimeline(play);
      const first = stateAt(play, 0);
      const last = stateAt(play, timeline.totalMs);
      const moved = last.players.filter((player) => {
        const start = first.players.find((candidate) => candidate.id === player.id)!;
        return Math.hypot(start.origin.x - player.origin.x, start.origin.y - player.origin.y) > 1;
      });
      expect(moved.length).toBeGreaterThan(0);
    }
  });

  it.each(lines)('%s: one folder shared with the team and one kept personal', (line) => {
    expect(demoFoldersFor(line).map((folder) => folder.sharedWithTeam)).toEqual([true, false]);
    for (const play of demoFoldersFor(line).flatMap((folder) => folder.plays))
      expect(sportFamilyOf(play.sport)).toBe(sportFamilyOf(line));
  });
});
