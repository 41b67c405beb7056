import { RsvpLinkSigner } from './rsvp-link';

const signer = new RsvpLinkSigner('x'.repeat(40));
const eventId = '0195f1d2-0000-7000-8000-000000000001';
const other = '0195f1d2-0000-7000-8000-000000000002';
const userId = '0195f1d2-0000-7000-8000-0000000000aa';
const contactId = '0195f1d2-0000-7000-8000-0000000000bb';
const now = Date.UTC(2026, 0, 10);
const grant = { eventId, userId, answeredBy: contactId, expiresAt: now + 86_400_000 };

describe('one-click RSVP links', () => {
  it('makes an /schedule/update-rsvp link with r, s and a key', () => {
    const url = new URL(signer.link('https://app.example', grant, 'GOING'));
    expect(url.pathname).toBe('/schedule/update-rsvp');
    expect(url.searchParams.get('r')).toBe(eventId);
    expect(url.searchParams.get('s')).toBe('GOING');
    expect(signer.verify(eventId, url.searchParams.get('k')!, now)).toEqual(grant);
  });

  it('is bound to the event', () => {
    expect(signer.verify(other, signer.key(grant), now)).toBeNull();
  });

  it('is bound to the person: changing the user in the key breaks it', () => {
    const key = signer.key(grant).replace(userId, other);
    expect(signer.verify(eventId, key, now)).toBeNull();
  });

  it('expires', () => {
    expect(signer.verify(eventId, signer.key(grant), grant.expiresAt)).toBeNull();
    expect(signer.verify(eventId, signer.key(grant), grant.expiresAt - 1)).not.toBeNull();
  });

  it('refuses keys signed with another secret and garbage', () => {
    const foreign = new RsvpLinkSigner('y'.repeat(40)).key(grant);
    expect(signer.verify(eventId, foreign, now)).toBeNull();
    expect(signer.verify(eventId, 'nonsense', now)).toBeNull();
    expect(signer.verify(eventId, 'a.b.c.d', now)).toBeNull();
  });
});
