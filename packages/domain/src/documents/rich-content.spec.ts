import {
  markJerseyPills,
  richDocFromText,
  richPlainText,
  sanitizeRichDoc,
  withJerseyPills,
} from './rich-content';

describe('sanitizeRichDoc', () => {
  it('keeps the allowed nodes and marks', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Run ', marks: [{ type: 'bold' }] },
            { type: 'playLink', attrs: { playId: 'p1', teamId: 't1', name: 'Horns' } },
            {
              type: 'text',
              text: 'film',
              marks: [{ type: 'link', attrs: { href: 'https://example.com/a' } }],
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] },
          ],
        },
      ],
    };
    expect(sanitizeRichDoc(doc)).toEqual(doc);
  });

  it('drops scripts, handlers, unknown nodes and dangerous links', () => {
    const doc = sanitizeRichDoc({
      type: 'doc',
      content: [
        { type: 'html', content: '<script>alert(1)</script>' },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            { type: 'text', text: 'b', marks: [{ type: 'link', attrs: { href: '//evil.test/x' } }] },
            { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
            { type: 'jerseyPill', attrs: { number: '<img>' } },
            { type: 'jerseyPill', attrs: { number: '12', added: true } },
            { type: 'playLink', attrs: { playId: '"><script>', teamId: 't', name: 'x' } },
          ],
        },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a' },
            { type: 'text', text: 'b' },
            // `added` is never trusted from input.
            { type: 'jerseyPill', attrs: { number: '12' } },
          ],
        },
      ],
    });
  });

  it('answers an empty document for anything that is not one', () => {
    expect(sanitizeRichDoc('<b>hi</b>')).toEqual({ type: 'doc', content: [] });
    expect(sanitizeRichDoc(null)).toEqual({ type: 'doc', content: [] });
  });

  it('caps the text', () => {
    const doc = sanitizeRichDoc(richDocFromText('x'.repeat(20_000)));
    expect(richPlainText(doc)).toHaveLength(10_000);
  });
});

describe('jersey pills', () => {
  it("turns '#' and digits into pills, but not inside links, and marks the ones a roster member wears", () => {
    const doc = withJerseyPills({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Great game #23 and #7! #1234 is not one' },
            {
              type: 'text',
              text: 'site#12',
              marks: [{ type: 'link', attrs: { href: 'https://x.test/#12' } }],
            },
          ],
        },
      ],
    });
    const marked = markJerseyPills(doc, new Set(['23']));
    expect(marked.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Great game ' },
        { type: 'jerseyPill', attrs: { number: '23', added: true } },
        { type: 'text', text: ' and ' },
        { type: 'jerseyPill', attrs: { number: '7', added: false } },
        { type: 'text', text: '! #1234 is not one' },
        { type: 'text', text: 'site#12', marks: [{ type: 'link', attrs: { href: 'https://x.test/#12' } }] },
      ],
    });
    expect(richPlainText(marked)).toBe('Great game #23 and #7! #1234 is not onesite#12');
  });
});
