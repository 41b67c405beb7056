import { htmlLinks, inAppPath, splitLinks } from './mail-links';

const origin = 'http://127.0.0.1:5173';

describe('mail links', () => {
  it('opens app links here even when the mail names another host or port', () => {
    expect(inAppPath('http://localhost:8080/email-action?mode=verifyEmail&oobCode=abc', origin)).toBe(
      '/email-action?mode=verifyEmail&oobCode=abc',
    );
    expect(inAppPath('http://127.0.0.1:5173/anything', origin)).toBe('/anything');
    expect(inAppPath('https://chalktalk.app/terms', origin)).toBeNull();
  });

  it('splits a text body into text and links, leaving sentence punctuation out of the link', () => {
    const parts = splitLinks(
      'Verify: http://localhost:8080/email-action?mode=verifyEmail&oobCode=x1.\nThanks',
      origin,
    );
    expect(parts).toEqual([
      { kind: 'text', text: 'Verify: ' },
      {
        kind: 'link',
        href: 'http://localhost:8080/email-action?mode=verifyEmail&oobCode=x1',
        inApp: '/email-action?mode=verifyEmail&oobCode=x1',
      },
      { kind: 'text', text: '.\nThanks' },
    ]);
  });

  it('reads the links of an HTML body once each, with entities decoded', () => {
    const html =
      '<a href="http://h/email-action?mode=resetPassword&amp;oobCode=y">Reset</a><a href="http://h/email-action?mode=resetPassword&amp;oobCode=y">again</a>';
    expect(htmlLinks(html)).toEqual(['http://h/email-action?mode=resetPassword&oobCode=y']);
  });
});
