import { escapeHtml, textToHtml } from './html';

describe('html helpers', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('turns blank lines into paragraphs and keeps single line breaks', () => {
    expect(textToHtml('Practice moved.\nBring water.\n\n<b>Coach</b>')).toBe(
      '<p>Practice moved.<br>Bring water.</p>\n<p>&lt;b&gt;Coach&lt;/b&gt;</p>',
    );
  });
});
