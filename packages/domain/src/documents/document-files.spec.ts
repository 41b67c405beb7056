import { documentKindOf, downloadFileName } from './document-files';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('documentKindOf', () => {
  it('recognises pdf, doc and docx by content', () => {
    expect(documentKindOf(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(documentKindOf(bytes('\n\n%PDF-1.4'))).toBe('pdf');
    expect(documentKindOf(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    expect(
      documentKindOf(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml')),
    ).toBe('docx');
  });

  it('refuses other files whatever they are called', () => {
    expect(documentKindOf(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(documentKindOf(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    // A zip that is not a Word document (an xlsx, or any archive).
    expect(documentKindOf(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(documentKindOf(new Uint8Array())).toBeNull();
  });
});

describe('downloadFileName', () => {
  it('adds the extension once and strips path and control characters', () => {
    expect(downloadFileName('Team rules', 'pdf')).toBe('Team rules.pdf');
    expect(downloadFileName('Rules.PDF', 'pdf')).toBe('Rules.PDF');
    expect(downloadFileName('../etc/passwd\r\n', 'doc')).toBe('.. etc passwd.doc');
    expect(downloadFileName('///', 'docx')).toBe('document.docx');
  });
});
