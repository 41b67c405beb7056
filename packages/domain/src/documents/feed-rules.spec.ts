import { audiencesFor, feedRefusal } from './feed-rules';

const paid = { paid: true };
const actor = (role: 'ADMIN' | 'COACH' | 'PLAYER' | 'CONTACT' | null, userId = 'me', pending = false) => ({
  role,
  userId,
  pending,
});
const teamPost = { audience: 'TEAM' as const, authorId: 'coach' };
const coachesPost = { audience: 'COACHES' as const, authorId: 'coach' };

describe('feedRefusal', () => {
  it('everyone on the team reads, likes and comments on team posts', () => {
    for (const role of ['ADMIN', 'COACH', 'PLAYER', 'CONTACT'] as const) {
      expect(feedRefusal('read', actor(role), paid, teamPost)).toBeNull();
      expect(feedRefusal('respond', actor(role), paid, teamPost)).toBeNull();
    }
  });

  it('coaches-only posts are hidden from players and contacts', () => {
    expect(feedRefusal('read', actor('PLAYER'), paid, coachesPost)).toBe('forbidden');
    expect(feedRefusal('respond', actor('CONTACT'), paid, coachesPost)).toBe('forbidden');
    expect(feedRefusal('read', actor('COACH'), paid, coachesPost)).toBeNull();
  });

  it('players post to the team only, contacts not at all', () => {
    expect(feedRefusal('post', actor('PLAYER'), paid, { audience: 'TEAM', authorId: 'me' })).toBeNull();
    expect(feedRefusal('post', actor('PLAYER'), paid, { audience: 'COACHES', authorId: 'me' })).toBe(
      'forbidden',
    );
    expect(feedRefusal('post', actor('CONTACT'), paid, { audience: 'TEAM', authorId: 'me' })).toBe(
      'forbidden',
    );
    expect(audiencesFor('COACH')).toEqual(['TEAM', 'COACHES']);
    expect(audiencesFor('PLAYER')).toEqual(['TEAM']);
    expect(audiencesFor('CONTACT')).toEqual([]);
  });

  it('only the author edits; editors and the author delete', () => {
    expect(feedRefusal('edit', actor('COACH', 'coach'), paid, teamPost)).toBeNull();
    expect(feedRefusal('edit', actor('ADMIN', 'admin'), paid, teamPost)).toBe('forbidden');
    expect(feedRefusal('delete', actor('ADMIN', 'admin'), paid, teamPost)).toBeNull();
    expect(feedRefusal('delete', actor('PLAYER', 'p'), paid, { audience: 'TEAM', authorId: 'p' })).toBeNull();
    expect(feedRefusal('delete', actor('PLAYER', 'p'), paid, teamPost)).toBe('forbidden');
  });

  it('pending members get the guard; unpaid teams are for admins', () => {
    expect(feedRefusal('read', actor(null, 'x', true), paid)).toBe('pending');
    expect(feedRefusal('read', actor('PLAYER'), { paid: false })).toBe('inactive');
    expect(feedRefusal('read', actor('ADMIN'), { paid: false })).toBeNull();
  });
});
