import { isBase64Text } from './base64';

describe('isBase64Text', () => {
  it.each(['QQ==', 'QUI=', 'QUJD', 'a+/9', Buffer.from('any file at all').toString('base64')])(
    'accepts %s',
    (text) => {
      expect(isBase64Text(text)).toBe(true);
    },
  );

  it.each(['', '=', '==QQ', 'QQ===', 'Q=Q=', 'QU=J', 'QQ==\n', 'QQ-_', 'QQ Q', '<html>'])(
    'refuses %j',
    (text) => {
      expect(isBase64Text(text)).toBe(false);
    },
  );

  it('checks a 20 MB file (28 million characters) whole, and finds one wrong character at its end', () => {
    const text = Buffer.alloc(20 * 1024 * 1024, 0xa5).toString('base64');
    expect(isBase64Text(text)).toBe(true);
    expect(isBase64Text(`${text.slice(0, -1)}!`)).toBe(false);
  });
});
