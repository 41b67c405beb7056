import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('shows the file inline unless a download name is asked for', () => {
    expect(attachmentDisposition(undefined, 'play.gif')).toBeUndefined();
  });

  it('saves under the asked name with the stored file extension, ASCII and UTF-8', () => {
    expect(attachmentDisposition('Horns.gif', 'play.gif')).toBe(
      `attachment; filename="Horns.gif"; filename*=UTF-8''Horns.gif`,
    );
    expect(attachmentDisposition('Box set', 'play.mp4')).toBe(
      `attachment; filename="Box set.mp4"; filename*=UTF-8''Box%20set.mp4`,
    );
    expect(attachmentDisposition('Défense', 'play.gif')).toBe(
      `attachment; filename="D_fense.gif"; filename*=UTF-8''D%C3%A9fense.gif`,
    );
  });

  it('keeps path, quote and header characters out, and names a nameless file play', () => {
    expect(attachmentDisposition('../x"; evil=1\r\n.gif', 'play.gif')).toBe(
      `attachment; filename=".. x evil=1.gif"; filename*=UTF-8''..%20x%20evil%3D1.gif`,
    );
    expect(attachmentDisposition('', 'poster.png')).toBe(
      `attachment; filename="play.png"; filename*=UTF-8''play.png`,
    );
  });
});
