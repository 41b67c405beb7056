import { normaliseOptions, RENDER_LIMITS } from './render-options';

describe('normaliseOptions', () => {
  it('fills the defaults', () => {
    expect(normaliseOptions({})).toEqual({
      width: 800,
      height: 600,
      fps: 15,
      speed: 3,
      formats: ['gif', 'mp4', 'png'],
    });
  });

  it('clamps sizes, fps and speed into the limits and dedupes formats', () => {
    expect(
      normaliseOptions({ width: 99999, height: 1, fps: 240, speed: 9, formats: ['gif', 'gif'] }),
    ).toEqual({
      width: RENDER_LIMITS.maxSide,
      height: RENDER_LIMITS.minSide,
      fps: RENDER_LIMITS.maxFps,
      speed: 5,
      formats: ['gif'],
    });
  });
});
