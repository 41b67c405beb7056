import type { RosterPerson } from './roster.types';
import { emailRecipients } from './email-recipients';
import { parseEmails } from './invite-emails';
import { hasDecisions, pendingUpdate } from './pending-decisions';
import { roleChoices } from './role-options';
import { filterRoster } from './roster-filter';

const person = (id: string, contacts: RosterPerson[] = []): RosterPerson => ({
  id,
  jersey: null,
  position: null,
  firstName: id,
  lastName: 'X',
  joinedAt: null,
  uid: null,
  playerId: null,
  overallRating: null,
  contacts,
});

const roster = [person('p1', [{ ...person('c1'), playerId: 'p1' }]), person('p2')];

describe('roster rules', () => {
  it('filters all, players and alternates (contacts)', () => {
    const ids = (kind: 'all' | 'players' | 'alternates') =>
      filterRoster(roster, kind).map((row) => row.person.id);
    expect(ids('all')).toEqual(['p1', 'c1', 'p2']);
    expect(ids('players')).toEqual(['p1', 'p2']);
    expect(ids('alternates')).toEqual(['c1']);
    expect(filterRoster(roster, 'alternates')[0]!.player?.id).toBe('p1');
  });

  it('picks email recipients by kind', () => {
    expect(emailRecipients(roster, 'PLAYER_AND_CONTACTS')).toEqual(['p1', 'c1', 'p2']);
    expect(emailRecipients(roster, 'PLAYER_ONLY')).toEqual(['p1', 'p2']);
    expect(emailRecipients(roster, 'CONTACTS_ONLY')).toEqual(['c1']);
  });

  it('puts accept, reject and assign in one update', () => {
    const request = pendingUpdate('team', {
      u1: 'accept',
      u2: 'reject',
      u3: 'player:p2',
      u4: 'contact:p1',
      u5: '',
    });
    expect(request).toEqual({
      teamId: 'team',
      accept: ['u1'],
      reject: ['u2'],
      assign: [
        { uid: 'u3', playerId: 'p2', role: 'PLAYER' },
        { uid: 'u4', playerId: 'p1', role: 'CONTACT' },
      ],
    });
    expect(hasDecisions(request)).toBe(true);
    expect(hasDecisions(pendingUpdate('team', { u5: '' }))).toBe(false);
  });

  it('parses invitation addresses', () => {
    expect(parseEmails('A@x.com, b@y.org\nnot-an-email a@x.com')).toEqual({
      emails: ['a@x.com', 'b@y.org'],
      invalid: ['not-an-email'],
    });
  });

  it('offers ADMIN only to admins and never lets a coach change an admin', () => {
    expect(roleChoices('PLAYER', true)).toEqual(['ADMIN', 'COACH', 'PLAYER']);
    expect(roleChoices('PLAYER', false)).toEqual(['COACH', 'PLAYER']);
    expect(roleChoices('ADMIN', false)).toEqual([]);
    expect(roleChoices('CONTACT', false)).toEqual(['CONTACT', 'COACH', 'PLAYER']);
  });
});
