export interface FrameSize {
  width: number;
  height: number;
}

/** What one ffmpeg run does: a label for its errors, its arguments and the pipes it needs besides stdin. */
export interface EncoderJob {
  label: string;
  args: string[];
  /** It writes its result on stdout (the palette, piped into the GIF encoder). */
  stdout?: boolean;
  /** It reads a second input on file descriptor 3 (the GIF encoder's palette). */
  secondInput?: boolean;
}

const QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];

/**
 * Raw RGBA frames of `size` on stdin, as the rasteriser draws them: neither side spends time on PNG (encoding
 * a 800x600 PNG cost about as much as drawing the frame, and ffmpeg then had to decode it again).
 */
function rawFrames(size: FrameSize, fps: number): string[] {
  return [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${size.width}x${size.height}`,
    '-framerate',
    String(fps),
  ];
}

const PALETTE_USE = 'paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle';

/** Reads sample frames on stdin and writes the 256-colour palette they need (one small PNG) on stdout. */
export function paletteJob(size: FrameSize, fps: number): EncoderJob {
  return {
    label: 'palette',
    stdout: true,
    args: [
      ...QUIET,
      ...rawFrames(size, fps),
      ...[
        '-i',
        '-',
        '-vf',
        'palettegen=stats_mode=full',
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        '-',
      ],
    ],
  };
}

/**
 * A looping GIF from the frames on stdin with the palette made beforehand, read on file descriptor 3:
 * paletteuse (ordered dithering, re-dithering only the rectangle that changed) runs while frames arrive, so
 * nothing of the encoding is left for after the last frame. Started together with the palette's ffmpeg (it
 * waits for the palette on its pipe), so a job pays one ffmpeg start-up, not two in a row.
 */
export function gifJob(size: FrameSize, fps: number, output: string): EncoderJob {
  return {
    label: 'gif',
    secondInput: true,
    args: [
      ...QUIET,
      ...rawFrames(size, fps),
      ...['-i', '-', '-f', 'png_pipe', '-i', 'pipe:3'],
      ...['-lavfi', `[0:v][1:v]${PALETTE_USE}`, '-loop', '0', '-f', 'gif', output],
    ],
  };
}

/** H.264 in yuv420p (plays everywhere; yuv420p needs even dimensions), faststart for streaming. */
export function mp4Job(size: FrameSize, fps: number, output: string): EncoderJob {
  return {
    label: 'mp4',
    args: [
      ...QUIET,
      ...rawFrames(size, fps),
      ...['-i', '-', '-vf', 'pad=ceil(iw/2)*2:ceil(ih/2)*2:color=white'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
      ...['-f', 'mp4', output],
    ],
  };
}
