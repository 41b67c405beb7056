import { benchLine, cpuLine, roundsLine } from './bench-line';
import { spread } from './bench-stats';

describe('benchLine', () => {
  it('prints the issue 7 format word for word', () => {
    expect(
      benchLine({
        seconds: 1.284,
        baselineSeconds: 5.62,
        frames: 97,
        bytes: 626113,
        gifPath: '/tmp/b/play.gif',
      }),
    ).toBe('render: 1.28 s per GIF, baseline 5.62 s, 4.4x, 97 frames, 626113 bytes -> /tmp/b/play.gif');
  });

  it('matches the pattern a reader of the benchmark parses', () => {
    const line = benchLine({ seconds: 2.5, baselineSeconds: 8.16, frames: 90, bytes: 1, gifPath: 'out.gif' });
    expect(line).toMatch(
      /^render: \d+\.\d{2} s per GIF, baseline \d+\.\d{2} s, \d+\.\dx, \d+ frames, \d+ bytes -> \S+$/,
    );
    expect(line).toContain(', 3.3x,');
  });
});

describe('roundsLine', () => {
  it('prints min, median and max of both paths and of the per-round ratio, with the load average', () => {
    expect(
      roundsLine({
        rounds: 5,
        seconds: spread([0.7, 0.61, 0.66, 0.8, 0.64]),
        baselineSeconds: spread([7.4, 6.9, 8, 7.1, 7.5]),
        ratios: spread([10.6, 11.3, 10, 8.9, 11.7]),
        loadBefore: [3.123, 2.5, 1.2],
        loadAfter: [4.01, 2.8, 1.3],
        cores: 2,
      }),
    ).toBe(
      'render: 5 rounds; per GIF min 0.61 s median 0.66 s max 0.80 s; baseline min 6.90 s median 7.40 s max 8.00 s; ' +
        'ratio min 8.9x median 10.6x max 11.7x; load average 3.12 2.50 1.20 before, 4.01 2.80 1.30 after (2 cores)',
    );
  });
});

describe('spread', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(spread([3, 1, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
    expect(() => spread([])).toThrow('no measurements');
  });
});

describe('cpuLine', () => {
  it('prints the CPU time of both paths and the ratio of the medians', () => {
    expect(cpuLine({ seconds: spread([1.1, 1.2, 1.3]), baselineSeconds: spread([4.5, 4.6, 4.9]) })).toBe(
      'render: CPU per GIF min 1.10 s median 1.20 s max 1.30 s; baseline min 4.50 s median 4.60 s max 4.90 s; ratio of the medians 3.8x',
    );
  });
});
