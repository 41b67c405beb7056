import { gifJob, mp4Job, paletteJob } from './ffmpeg-args';

const size = { width: 800, height: 600 };

describe('ffmpeg jobs', () => {
  it('read raw RGBA frames of the job size on stdin', () => {
    for (const job of [paletteJob(size, 15), gifJob(size, 15, '/tmp/x.gif')])
      expect(job.args.join(' ')).toContain('-f rawvideo -pix_fmt rgba -s 800x600 -framerate 15 -i -');
    expect(mp4Job(size, 15, '/tmp/x.mp4').args.join(' ')).toContain('-s 800x600 -framerate 15 -i -');
  });

  it('make a palette from samples on stdout, and a looping GIF that reads it on fd 3 and applies it while frames stream in', () => {
    const palette = paletteJob(size, 15);
    expect(palette.args.join(' ')).toContain('palettegen=stats_mode=full');
    expect(palette).toMatchObject({ stdout: true });
    expect(palette.args.join(' ')).toMatch(/-f image2pipe -c:v png -$/);
    const gif = gifJob(size, 15, '/tmp/x.gif');
    expect(gif).toMatchObject({ secondInput: true });
    expect(gif.args.join(' ')).toContain('-i - -f png_pipe -i pipe:3');
    expect(gif.args.join(' ')).toMatch(/\[0:v\]\[1:v\]paletteuse/);
    expect(gif.args.join(' ')).toContain('-loop 0');
    expect(gif.args.at(-1)).toBe('/tmp/x.gif');
  });

  it('encode an MP4 in H.264 yuv420p with even dimensions', () => {
    const args = mp4Job({ width: 801, height: 601 }, 15, '/tmp/x.mp4').args.join(' ');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-pix_fmt yuv420p');
    expect(args).toContain('ceil(iw/2)*2');
    expect(args).toContain('+faststart');
  });
});
