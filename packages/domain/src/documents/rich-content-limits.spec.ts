import { RICH_LIMITS, richDocFromText } from './rich-content';
import { findRichOverflow, richTextLength } from './rich-content-limits';

const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('richTextLength', () => {
  it('counts the characters of every text node, in lists too, and nothing else', () => {
    const list = {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [paragraph(text('Box out'))] }],
    };
    const pill = { type: 'jerseyPill', attrs: { number: '23' } };
    expect(
      richTextLength(doc(paragraph(text('Run '), pill, { type: 'hardBreak' }, text('fast')), list)),
    ).toBe(15);
    expect(richTextLength(null)).toBe(0);
    expect(richTextLength('plain text is not a document')).toBe(0);
  });
});

describe('findRichOverflow', () => {
  it('accepts a post of exactly 10,000 characters', () => {
    expect(findRichOverflow(richDocFromText('x'.repeat(RICH_LIMITS.textLength)))).toBeNull();
  });

  it('refuses one character more, naming the limit and the length', () => {
    expect(findRichOverflow(richDocFromText('x'.repeat(200_000)))).toEqual({
      path: [],
      message: 'A post holds at most 10,000 characters; this one has 200,000.',
    });
    expect(findRichOverflow(richDocFromText('x'.repeat(10_001)), 'A comment')?.message).toBe(
      'A comment holds at most 10,000 characters; this one has 10,001.',
    );
  });

  it('refuses what the sanitizer would otherwise cut: pieces, list items, paragraphs, formats, play names', () => {
    const many = (n: number, make: () => unknown) => Array.from({ length: n }, make);
    const list = (items: unknown[]) => ({ type: 'bulletList', content: items });
    const item = (...paragraphs: unknown[]) => ({ type: 'listItem', content: paragraphs });
    const cases: [unknown, (string | number)[], string][] = [
      [
        doc(paragraph(...many(501, () => ({ type: 'hardBreak' })))),
        ['content', 0, 'content'],
        'A paragraph holds at most 500 pieces (text runs, line breaks, pills, play links).',
      ],
      [
        doc(list(many(101, () => item(paragraph(text('a')))))),
        ['content', 0, 'content'],
        'A list holds at most 100 items.',
      ],
      [
        doc(list([item(...many(11, () => paragraph(text('a'))))])),
        ['content', 0, 'content', 0, 'content'],
        'A list item holds at most 10 paragraphs.',
      ],
      [
        doc(
          paragraph(
            text(
              'a',
              many(11, () => ({ type: 'bold' })),
            ),
          ),
        ),
        ['content', 0, 'content', 0, 'marks'],
        'A piece of text holds at most 10 formats.',
      ],
      [
        doc(paragraph({ type: 'playLink', attrs: { playId: 'p1', teamId: 't1', name: 'n'.repeat(101) } })),
        ['content', 0, 'content', 0, 'attrs', 'name'],
        "A play link's name holds at most 100 characters.",
      ],
    ];
    for (const [input, path, message] of cases) expect(findRichOverflow(input)).toEqual({ path, message });
  });
});
