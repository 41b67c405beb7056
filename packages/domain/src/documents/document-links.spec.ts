import { normalizeLink, parseVideoLink, videoDetailsFromId } from './document-links';

describe('normalizeLink', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['www.hudl.com/video/1', 'https://www.hudl.com/video/1'],
    [' http://example.com/a?b=1 ', 'http://example.com/a?b=1'],
    ['https://example.com', 'https://example.com/'],
  ])('accepts %j with or without scheme', (input, expected) => {
    expect(normalizeLink(input)).toBe(expected);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'ftp://x.com',
    'not a url',
    'nodot',
  ])('refuses %j', (input) => {
    expect(normalizeLink(input)).toBeNull();
  });
});

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abcDEF12345', 'youtube', 'abcDEF12345'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
    ['https://www.hudl.com/video/3/123/abc123', 'hudl', 'abc123'],
  ])('recognises %j', (input, host, id) => {
    expect(parseVideoLink(input)).toMatchObject({ host, id });
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.test/watch?v=abcdefgh',
    'https://www.youtube.com/feed',
    'https://vimeo.com/about',
  ])('does not treat %j as a video', (input) => {
    expect(parseVideoLink(input)).toBeNull();
  });

  it('builds a card from the id alone', () => {
    expect(videoDetailsFromId(parseVideoLink('youtu.be/dQw4w9WgXcQ')!).thumbnailUrl).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
  });
});
