/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { createNewPlay, type SportLine } from '@chalktalk/domain';
import { PlayFrame } from '../scene/play-frame';
import { all, one, parseSvg } from '../testing/svg-query';
import { FOOTBALL_END_ZONE, HASH_MARK_LENGTH, hashMarks } from './hash-marks';

const FIELD = { width: 53, height: 120 };
const frameOf = (line: SportLine) =>
  parseSvg(renderToStaticMarkup(<PlayFrame play={createNewPlay(line, 'FULL_FIELD')} frameIndex={0} />));

describe('football hash marks', () => {
  it('puts high school hashes at the width in thirds (53 ft 4 in of 160 ft) and college ones 60 ft in', () => {
    const hs = hashMarks('FOOTBALL_HS', FIELD)!;
    expect(hs.columns[0]).toBeCloseTo(53 / 3, 10);
    expect(hs.columns[1]).toBeCloseTo((53 * 2) / 3, 10);
    const college = hashMarks('FOOTBALL_COLLEGE', FIELD)!;
    expect(college.columns[0]).toBeCloseTo(53 * 0.375, 10);
    expect(college.columns[1]).toBeCloseTo(53 * 0.625, 10);
    // College hashes are closer together: 40 ft (13.3 yd) apart on a 160 ft field, high school 53 ft 4 in.
    expect(college.columns[1] - college.columns[0]).toBeCloseTo(53 * (40 / 160), 10);
    expect(hs.columns[1] - hs.columns[0]).toBeCloseTo(53 / 3, 10);
    expect(hashMarks('BASKETBALL_HS', FIELD)).toBeNull();
  });

  it('marks every yard between the goal lines except the full-width 5-yard lines', () => {
    const { yards } = hashMarks('FOOTBALL_HS', FIELD)!;
    expect(yards[0]).toBe(FOOTBALL_END_ZONE + 1);
    expect(yards.at(-1)).toBe(FIELD.height - FOOTBALL_END_ZONE - 1);
    // 99 yard positions between the goal lines, less the 19 five-yard lines.
    expect(yards).toHaveLength(80);
    expect(yards).not.toContain(15);
    expect(yards).not.toContain(60);
    expect(yards.slice(0, 5)).toEqual([11, 12, 13, 14, 16]);
  });

  it('draws them per line as 2 ft strokes centred on the columns, with the 5-yard lines full width', () => {
    const svg = frameOf('FOOTBALL_HS');
    const path = one(svg, '[data-hash-marks="FOOTBALL_HS"]');
    const strokes = [...path.getAttribute('d')!.matchAll(/M([-\d.]+) ([-\d.]+)h([-\d.]+)/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      length: Number(m[3]),
    }));
    expect(strokes).toHaveLength(160);
    expect(strokes[0]).toEqual({
      x: +((53 / 3 - HASH_MARK_LENGTH / 2) * 10).toFixed(2),
      y: 110,
      length: 6.67,
    });
    expect(all(svg, '[data-yard-line]')).toHaveLength(21);
    const fiftyYardLine = one(svg, '[data-yard-line="50"]');
    expect([fiftyYardLine.getAttribute('x1'), fiftyYardLine.getAttribute('x2')]).toEqual(['0', '530']);
    expect(
      one(frameOf('FOOTBALL_COLLEGE'), '[data-hash-marks="FOOTBALL_COLLEGE"]').getAttribute(
        'data-hash-columns',
      ),
    ).toBe('19.88 33.13');
  });
});
