import { endDirection, polylineLength, shortenEnd, wavePoints } from './path-geometry';

describe('path geometry', () => {
  it('shortens a polyline from its end, across segments, never past its start', () => {
    expect(
      shortenEnd(
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
        ],
        12,
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 88, y: 0 },
    ]);
    const bent = shortenEnd(
      [
        { x: 0, y: 0 },
        { x: 50, y: 0 },
        { x: 50, y: 5 },
      ],
      12,
    );
    expect(bent).toEqual([
      { x: 0, y: 0 },
      { x: 43, y: 0 },
    ]);
    expect(polylineLength(bent)).toBe(43);
    expect(
      shortenEnd(
        [
          { x: 0, y: 0 },
          { x: 5, y: 0 },
        ],
        12,
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
  });

  it('points arrow heads along the last non-empty segment', () => {
    expect(
      endDirection([
        { x: 0, y: 0 },
        { x: 0, y: 10 },
        { x: 0, y: 10 },
      ]),
    ).toEqual({ x: 0, y: 1 });
  });

  it('waves around the path and ends straight on it', () => {
    const wave = wavePoints(
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      5,
      20,
      2.5,
      15,
    );
    expect(wave[0]).toEqual({ x: 0, y: 0 });
    expect(wave[wave.length - 1]).toEqual({ x: 100, y: 0 });
    expect(Math.max(...wave.map((p) => Math.abs(p.y)))).toBeCloseTo(5);
    expect(wave.filter((p) => p.x > 85).every((p) => p.y === 0)).toBe(true);
  });
});
