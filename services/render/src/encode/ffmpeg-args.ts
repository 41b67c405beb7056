export type VideoFormat = 'gif' | 'mp4';

const PALETTE_USE = 'paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle';

/** Reads sample PNGs on stdin and writes the 256-colour palette they need (one small PNG). */
export function paletteArgs(output: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'image2pipe', '-c:v', 'png', '-i', '-'],
    ...['-vf', 'palettegen=stats_mode=full', '-frames:v', '1', '-update', '1', output],
  ];
}

/**
 * A GIF from a PNG stream with a palette made beforehand: paletteuse runs while frames arrive, so nothing of
 * the encoding is left for after the last capture.
 */
export function palettedGifArgs(fps: number, palette: string, output: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'image2pipe', '-framerate', String(fps)],
    ...['-c:v', 'png', '-i', '-', '-i', palette],
    ...['-lavfi', `[0:v][1:v]${PALETTE_USE}`, '-loop', '0', '-f', 'gif', output],
  ];
}

/**
 * ffmpeg arguments that read a PNG stream on stdin at `fps` and write one file.
 * GIF: a palette generated from the frames themselves (palettegen), applied with ordered dithering
 * (paletteuse); stats_mode=diff and diff_mode=rectangle weight and re-dither only what moves, which keeps the
 * court flat and the file small. MP4: H.264 in yuv420p (plays everywhere), faststart for streaming.
 */
export function ffmpegArgs(format: VideoFormat, fps: number, output: string): string[] {
  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'image2pipe', '-framerate', String(fps)];
  input.push('-c:v', 'png', '-i', '-');
  if (format === 'gif') {
    return [
      ...input,
      '-filter_complex',
      '[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle',
      '-loop',
      '0',
      '-f',
      'gif',
      output,
    ];
  }
  return [
    ...input,
    // yuv420p needs even dimensions.
    '-vf',
    'pad=ceil(iw/2)*2:ceil(ih/2)*2:color=white',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}
