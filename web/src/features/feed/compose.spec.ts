import { composeDoc, firstVideoLink } from './compose';

describe('composeDoc', () => {
  it('makes paragraphs, link marks and play links; pills are left to the service', () => {
    expect(
      composeDoc('Great game #23!\nFilm: https://youtu.be/dQw4w9WgXcQ.', [
        { playId: 'p', teamId: 't', name: 'Horns' },
      ]),
    ).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Great game #23!' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Film: ' },
            {
              type: 'text',
              text: 'https://youtu.be/dQw4w9WgXcQ',
              marks: [{ type: 'link', attrs: { href: 'https://youtu.be/dQw4w9WgXcQ' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
        {
          type: 'paragraph',
          content: [{ type: 'playLink', attrs: { playId: 'p', teamId: 't', name: 'Horns' } }],
        },
      ],
    });
  });

  it('finds the first video link', () => {
    expect(firstVideoLink('see www.example.com and https://vimeo.com/76979871')).toBe(
      'https://vimeo.com/76979871',
    );
    expect(firstVideoLink('no video here')).toBeNull();
  });
});
