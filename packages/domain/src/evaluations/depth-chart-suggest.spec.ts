import {
  depthChartProblems,
  dropLeavers,
  emptyDepthChart,
  type RatedPlayer,
  suggestDepthChart,
} from './depth-chart-suggest';

const player = (id: string, position: string, overallRating: number | null): RatedPlayer => ({
  id,
  position,
  overallRating,
});

describe('depth chart suggestion from ratings', () => {
  it('starts basketball with the best of each position, then the best of the rest', () => {
    const chart = suggestDepthChart('BASKETBALL_HS', [
      player('pg1', 'point guard', 90),
      player('pg2', 'point guard', 85),
      player('sg', 'shooting guard', 60),
      player('sf', 'small forward', 70),
      player('pf', 'power forward', 65),
      player('c', 'center', null),
    ]);
    expect(chart.sections.starters!.lines).toEqual([['pg1', 'sf', 'pf', 'sg', 'c']]);
  });

  it("fills men's lacrosse by position, midfield lines as players allow, optional sections only with players", () => {
    const mids = Array.from({ length: 7 }, (_, i) => player(`m${i}`, 'midfield', 50 + i));
    const chart = suggestDepthChart('LACROSSE_MENS', [
      ...mids,
      player('a1', 'attack', 80),
      player('d1', 'defense', 70),
      player('g1', 'goalkeeper', 75),
    ]);
    expect(chart.sections.midfield!.lines).toEqual([
      ['m6', 'm5', 'm4'],
      ['m3', 'm2', 'm1'],
    ]);
    expect(chart.sections.attack!.lines).toEqual([['a1', null, null]]);
    expect(chart.sections.goalkeeper!.lines).toEqual([['g1']]);
    expect(chart.sections.faceOff).toEqual({ lines: [[null]], enabled: false });
    // Special teams reuse players already placed.
    expect(chart.sections.manUp!.lines[0]).toEqual(['a1', 'm6', 'm5', 'm4', 'm3', 'm2']);
    expect(depthChartProblems('LACROSSE_MENS', chart)).toEqual([]);
  });

  it('ranks by the latest ratings: a changed rating changes the suggestion', () => {
    const before = suggestDepthChart('LACROSSE_BOX', [
      player('g1', 'goalkeeper', 60),
      player('g2', 'goalkeeper', 70),
    ]);
    const after = suggestDepthChart('LACROSSE_BOX', [
      player('g1', 'goalkeeper', 90),
      player('g2', 'goalkeeper', 70),
    ]);
    expect(before.sections.goalkeeper!.lines).toEqual([['g2']]);
    expect(after.sections.goalkeeper!.lines).toEqual([['g1']]);
  });
});

describe('depth chart checks', () => {
  it('empties the slots of players who left the roster', () => {
    const chart = emptyDepthChart('BASKETBALL_HS');
    chart.sections.starters!.lines = [['a', 'b', null, null, null]];
    expect(dropLeavers(chart, new Set(['a']))).toBe(true);
    expect(chart.sections.starters!.lines).toEqual([['a', null, null, null, null]]);
    expect(dropLeavers(chart, new Set(['a']))).toBe(false);
  });

  it('refuses unknown sections, wrong slot counts, too many lines, duplicates, a required section off', () => {
    const chart = emptyDepthChart('LACROSSE_WOMENS');
    chart.sections.midfield!.lines = [
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g', 'h', 'i'],
      ['j', 'k', 'l'],
    ];
    chart.sections.attack!.lines = [['x', 'x', null]];
    chart.sections.defense!.enabled = false;
    chart.sections.faceOff = { lines: [[null]], enabled: true };
    expect(depthChartProblems('LACROSSE_WOMENS', chart).map((p) => p.path)).toEqual([
      'sections.attack.lines.0',
      'sections.attack',
      'sections.midfield.lines',
      'sections.defense.enabled',
      'sections.faceOff',
    ]);
  });
});
