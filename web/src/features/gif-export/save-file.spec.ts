import { downloadUrl, gifFileName, playFileName } from './save-file';

describe('gifFileName', () => {
  it("names the file after the play, without characters a file system refuses, or 'play' without a name", () => {
    expect(gifFileName('Horns')).toBe('Horns.gif');
    expect(gifFileName('Box / 1: "high"')).toBe('Box 1 high.gif');
    expect(gifFileName('  ')).toBe('play.gif');
    expect(gifFileName('Tab\there\n')).toBe('Tab here.gif');
    expect(gifFileName(undefined)).toBe('play.gif');
  });
});

describe('downloadUrl', () => {
  it('asks the files route for an attachment under the given name, keeping the address otherwise', () => {
    expect(
      downloadUrl('http://files.test/api/render/files/ab/abc/play.mp4', playFileName('Box set', 'mp4')),
    ).toBe('http://files.test/api/render/files/ab/abc/play.mp4?download=Box+set.mp4');
    expect(downloadUrl('/api/render/files/ab/abc/play.gif?v=1', 'Horns.gif')).toBe(
      `${window.location.origin}/api/render/files/ab/abc/play.gif?v=1&download=Horns.gif`,
    );
  });
});
