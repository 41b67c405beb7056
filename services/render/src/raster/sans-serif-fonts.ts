import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The fonts the rasteriser draws `font-family="sans-serif"` text with (play-render's only family). */
export interface RasterFonts {
  /** Font files to load: the regular and the bold face (labels are bold, comments regular). */
  files: string[];
  /** The family name those files declare, used for the generic `sans-serif`. */
  family: string;
}

/** Asks fontconfig which file a pattern resolves to; throws when fontconfig is missing or finds nothing. */
export type FontMatcher = (pattern: string) => { family: string; file: string };

const fcMatch: FontMatcher = (pattern) => {
  const [family = '', file = ''] = execFileSync('fc-match', ['-f', '%{family[0]}\n%{file}', pattern], {
    encoding: 'utf8',
    timeout: 5000,
  }).split('\n');
  if (!family || !file) throw new Error(`fc-match found no font for ${pattern}`);
  return { family, file };
};

/** Debian's fonts-dejavu-core, which Chromium and ffmpeg pull in: used when fontconfig's tools are missing. */
export const DEJAVU_SANS: RasterFonts = {
  files: [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ],
  family: 'DejaVu Sans',
};

/**
 * The faces Chromium would use for play-render's text, asked from fontconfig as Chromium does on Linux
 * (`sans-serif` → DejaVu Sans on Debian), so a frame's text has the same font as on a Linux screen. Only these
 * files are loaded: resvg parses its font list for every drawing, and scanning every system font doubled the
 * time per frame (7.5 → 13–16 ms of CPU measured). Without fc-match (package fontconfig) DejaVu Sans is
 * used when installed; with neither the service refuses to start rather than draw plays without their text.
 */
export function resolveSansSerifFonts(match: FontMatcher = fcMatch, exists = existsSync): RasterFonts {
  try {
    const regular = match('sans-serif');
    const bold = match('sans-serif:weight=bold');
    return { files: [...new Set([regular.file, bold.file])], family: regular.family };
  } catch (error) {
    if (DEJAVU_SANS.files.every((file) => exists(file))) return DEJAVU_SANS;
    throw new Error(
      `No font for the text of plays: fc-match failed (${(error as Error).message}) and DejaVu Sans is not ` +
        'installed (Debian: apt-get install fontconfig fonts-dejavu-core)',
      { cause: error },
    );
  }
}
