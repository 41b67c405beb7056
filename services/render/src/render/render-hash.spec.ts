import { canonicalJson, renderHash, storageKeys } from './render-hash';

const options = { width: 800, height: 600, fps: 15, speed: 3 };

describe('renderHash', () => {
  it('ignores key order and volatile dates, so an unchanged play hits the cache', () => {
    const a = { id: 'p1', frames: [{ moves: [], comment: 'x' }], lastUpdated: '2026-01-01' };
    const b = { lastUpdated: '2026-02-02', frames: [{ comment: 'x', moves: [] }], id: 'p1' };
    expect(renderHash(a, options)).toBe(renderHash(b, options));
    expect(renderHash(a, options)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when the drawing or the pixels change', () => {
    const play = { id: 'p1', frames: [{ comment: 'x' }] };
    const base = renderHash(play, options);
    expect(renderHash({ ...play, frames: [{ comment: 'y' }] }, options)).not.toBe(base);
    expect(renderHash(play, { ...options, fps: 10 })).not.toBe(base);
    expect(renderHash(play, { ...options, width: 400 })).not.toBe(base);
    expect(renderHash(play, { ...options, speed: 4 })).not.toBe(base);
  });

  it('writes canonical JSON with sorted keys and no undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: 'x' }] })).toBe('{"a":[{"c":"x"}],"b":1}');
  });

  it('shards storage keys by the first two hex digits', () => {
    const hash = 'ab'.padEnd(64, '0');
    expect(storageKeys(hash)).toEqual({
      gif: `ab/${hash}/play.gif`,
      mp4: `ab/${hash}/play.mp4`,
      png: `ab/${hash}/poster.png`,
    });
  });
});
