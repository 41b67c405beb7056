import { existsSync } from 'node:fs';
import { resolveFfmpegPath, SYSTEM_FFMPEG, type FfmpegLookup } from './ffmpeg-binary';

const lookup = (staticBinary: string | undefined, executable: string[]): FfmpegLookup => ({
  staticBinary: () => staticBinary,
  isExecutable: (path) => executable.includes(path),
});

describe('resolveFfmpegPath', () => {
  it('takes FFMPEG_PATH over everything else', () => {
    expect(resolveFfmpegPath('/opt/ffmpeg', lookup('/pkg/ffmpeg', ['/pkg/ffmpeg']))).toBe('/opt/ffmpeg');
  });

  it("uses ffmpeg-static's binary when the package and its download are there", () => {
    expect(resolveFfmpegPath(undefined, lookup('/pkg/ffmpeg', ['/pkg/ffmpeg']))).toBe('/pkg/ffmpeg');
  });

  it('falls back to the system ffmpeg when the package is absent or its binary never downloaded', () => {
    expect(resolveFfmpegPath(undefined, lookup(undefined, []))).toBe(SYSTEM_FFMPEG);
    expect(resolveFfmpegPath(undefined, lookup('/pkg/ffmpeg', []))).toBe(SYSTEM_FFMPEG);
  });

  it('resolves to a binary that exists on this machine with the installed packages', () => {
    expect(existsSync(resolveFfmpegPath(undefined))).toBe(true);
  });
});
