import { InviteLinkEntity } from './invite-link.entity';
import { inviteLinkExpiry, inviteLinkUrl, joinUrl } from './invite-links';

const link = (fields: Partial<InviteLinkEntity>) => Object.assign(new InviteLinkEntity(), fields);

describe('invite links', () => {
  it('expire after the configured number of days', () => {
    expect(inviteLinkExpiry(new Date('2026-01-01T10:00:00Z'), 7)).toEqual(new Date('2026-01-08T10:00:00Z'));
  });

  it('lead to /join-team with the code and the team or program they join', () => {
    expect(joinUrl('https://app.example', 'abc', 't1')).toBe('https://app.example/join-team?k=abc&j=t1');
    expect(inviteLinkUrl('https://app.example', link({ code: 'abc', teamId: 't1', programId: null }))).toBe(
      'https://app.example/join-team?k=abc&j=t1',
    );
    expect(inviteLinkUrl('https://app.example', link({ code: 'xyz', teamId: null, programId: 'p1' }))).toBe(
      'https://app.example/join-team?k=xyz&j=p1',
    );
  });
});
