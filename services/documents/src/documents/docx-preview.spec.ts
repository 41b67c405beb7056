import { documentKindOf, richPlainText, RICH_LIMITS } from '@chalktalk/domain';
import { docxFile, hyperlink, para } from '../../test/docx-fixture';
import { docxPreview } from './docx-preview';

describe('docxPreview', () => {
  it('reads paragraphs, bold, italic, underline and links out of a real docx', async () => {
    const file = docxFile(
      para('Team rules') +
        para('Be on time, ', ['always', 'b'], ' and ', ['kind', 'i'], '.', ['!', 'u']) +
        hyperlink('rId7', 'The league site'),
      { rId7: 'https://league.example.org/rules' },
    );
    expect(documentKindOf(file)).toBe('docx');
    const { content, truncated } = await docxPreview(file);
    expect(truncated).toBe(false);
    expect(content).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Team rules' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Be on time, ' },
            { type: 'text', text: 'always', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'kind', marks: [{ type: 'italic' }] },
            { type: 'text', text: '.' },
            { type: 'text', text: '!', marks: [{ type: 'underline' }] },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'The league site',
              marks: [{ type: 'link', attrs: { href: 'https://league.example.org/rules' } }],
            },
          ],
        },
      ],
    });
  });

  it('keeps markup in the text as text and drops links that are not http(s)', async () => {
    const file = docxFile(para('<img src=x onerror=alert(1)>') + hyperlink('rId8', 'click me'), {
      rId8: 'javascript:alert(1)',
    });
    const { content } = await docxPreview(file);
    expect(content.content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }],
    });
    expect(content.content[1]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'click me' }] });
  });

  it('says when the document is longer than a preview holds', async () => {
    const long = 'x'.repeat(1000);
    const file = docxFile(Array.from({ length: 15 }, () => para(long)).join(''));
    const { content, truncated } = await docxPreview(file);
    expect(truncated).toBe(true);
    expect(richPlainText(content).replace(/\n/g, '').length).toBe(RICH_LIMITS.textLength);
  });

  it('refuses what is not a docx', async () => {
    await expect(docxPreview(Buffer.from('%PDF-1.4 not word'))).rejects.toThrow();
  });
});
