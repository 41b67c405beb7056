import { ffmpegArgs, paletteArgs, palettedGifArgs } from './ffmpeg-args';

describe('ffmpegArgs', () => {
  it('encodes a GIF with a palette generated from the frames', () => {
    const args = ffmpegArgs('gif', 15, '/tmp/x.gif');
    expect(args.join(' ')).toContain('-framerate 15');
    expect(args.join(' ')).toMatch(/palettegen.*paletteuse/);
    expect(args.at(-1)).toBe('/tmp/x.gif');
  });

  it('encodes an MP4 in H.264 yuv420p with even dimensions', () => {
    const args = ffmpegArgs('mp4', 15, '/tmp/x.mp4').join(' ');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-pix_fmt yuv420p');
    expect(args).toContain('ceil(iw/2)*2');
  });
});

describe('palette first', () => {
  it('makes a palette from samples, then a GIF that applies it while frames stream in', () => {
    expect(paletteArgs('/tmp/p.png').join(' ')).toContain('palettegen');
    const gif = palettedGifArgs(15, '/tmp/p.png', '/tmp/x.gif').join(' ');
    expect(gif).toContain('-i - -i /tmp/p.png');
    expect(gif).toMatch(/\[0:v\]\[1:v\]paletteuse/);
  });
});
