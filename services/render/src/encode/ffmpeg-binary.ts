import { accessSync, constants } from 'node:fs';

/** Debian's ffmpeg (with libx264 for the MP4): the fallback when nothing else is configured or installed. */
export const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';

export interface FfmpegLookup {
  /** The binary path ffmpeg-static exports, or undefined when the optional package is not installed. */
  staticBinary(): string | undefined;
  isExecutable(path: string): boolean;
}

/**
 * ffmpeg-static is an optional dependency: its install script downloads the binary, so on machines that cannot
 * reach the download (this one, CI) npm leaves the package out, and where the download is blocked after the
 * package landed the exported path points at nothing. Either way the system binary takes over.
 */
const installedPackages: FfmpegLookup = {
  staticBinary() {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional package: absent is a normal answer
      const exported: unknown = require('ffmpeg-static');
      return typeof exported === 'string' ? exported : undefined;
    } catch {
      return undefined;
    }
  },
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
};

/** The encoder to run: FFMPEG_PATH when set, else ffmpeg-static's binary when it is really there, else the system's. */
export function resolveFfmpegPath(
  explicit: string | undefined,
  lookup: FfmpegLookup = installedPackages,
): string {
  if (explicit) return explicit;
  const bundled = lookup.staticBinary();
  return bundled && lookup.isExecutable(bundled) ? bundled : SYSTEM_FFMPEG;
}
