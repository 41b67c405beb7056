import { benchLine } from './bench-line';

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
