import { EDITIONS } from '../sports/edition';
import {
  NOTIFICATION_CATALOG,
  NOTIFICATION_CHANNELS,
  SENT_NOTIFICATION_KINDS,
  notificationText,
  type NotificationParams,
} from './notification-catalog';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { allowedChannels, channelAllowed, quietHoursEnd } from './notification-preferences';

const params: NotificationParams = {
  teamId: 't-1',
  teamName: 'Varsity',
  actorName: 'Coach Carter',
  count: 1,
  subject: 'Horns',
  eventId: 'e 1',
  playId: 'p1',
  documentId: 'd1',
  postId: 'po1',
  evaluationId: 'ev1',
};

describe('notification catalog', () => {
  it('defines every kind of the spec but ALL, in the spec order', () => {
    expect(SENT_NOTIFICATION_KINDS).toEqual(NOTIFICATION_KINDS.filter((k) => k !== 'ALL'));
    expect(SENT_NOTIFICATION_KINDS).toHaveLength(19);
  });

  it.each(SENT_NOTIFICATION_KINDS)('%s has a title per edition and a page inside the app', (kind) => {
    for (const edition of EDITIONS) {
      const text = notificationText(kind, params, edition);
      expect(text.title.length).toBeGreaterThan(3);
      expect(text.title).not.toContain('undefined');
      expect(text.body).not.toContain('undefined');
    }
    const page = NOTIFICATION_CATALOG[kind].page(params);
    expect(page.startsWith('/')).toBe(true);
    expect(page).not.toContain('undefined');
  });

  it('encodes ids in deep links and names the edition', () => {
    expect(NOTIFICATION_CATALOG.EVENT_ADDED.page(params)).toBe('/schedule/event/details?ev=e%201&t=t-1');
    expect(NOTIFICATION_CATALOG.TEAM_PLAYS_ADDED.text({ ...params, count: 10 }, 'lacrosse')).toEqual({
      title: '10 new plays in Varsity',
      body: 'Coach Carter shared 10 plays and sets with Varsity on Chalktalk Lacrosse.',
    });
    expect(NOTIFICATION_CATALOG.TEAM_PLAYS_ADDED.text(params, 'football').body).toBe(
      'Coach Carter shared "Horns" with Varsity on Chalktalk Football.',
    );
  });

  it('names the practice and its phase apart, and counts a player’s unopened plays', () => {
    expect(
      NOTIFICATION_CATALOG.PRACTICE_PHASE.text(
        { ...params, subject: 'Tuesday practice', phase: 'Shell drill' },
        'hoops',
      ),
    ).toEqual({ title: 'Next: Shell drill', body: 'Tuesday practice: time for Shell drill.' });
    expect(NOTIFICATION_CATALOG.UNVIEWED_PLAYS.text({ ...params, count: 3 }, 'lacrosse')).toEqual({
      title: '3 plays to review in Varsity',
      body: 'You have not opened 3 plays and sets of Varsity yet.',
    });
  });
});

describe('preferences', () => {
  it('is all on by default; ALL switches a channel off for every kind; a kind switch only itself', () => {
    for (const kind of SENT_NOTIFICATION_KINDS)
      expect(allowedChannels({}, kind)).toEqual([...NOTIFICATION_CHANNELS]);
    const prefs = { ALL: { push: false }, EVENT_ADDED: { email: false } };
    expect(allowedChannels(prefs, 'EVENT_ADDED')).toEqual(['inApp']);
    expect(allowedChannels(prefs, 'POST_ADDED')).toEqual(['email', 'inApp']);
    expect(
      channelAllowed({ ALL: { inApp: true }, POST_ADDED: { inApp: false } }, 'POST_ADDED', 'inApp'),
    ).toBe(false);
  });
});

describe('quiet hours', () => {
  const night = { start: '22:00', end: '07:00', timeZone: 'America/New_York' };

  it('holds a message sent in the night until 07:00 local the next morning', () => {
    // 23:30 EST = 04:30Z next day.
    expect(quietHoursEnd(new Date('2026-01-15T04:30:00Z'), night)?.toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    );
    // 03:00 EST: same morning.
    expect(quietHoursEnd(new Date('2026-01-15T08:00:00Z'), night)?.toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    );
  });

  it('does not hold outside quiet hours, nor with no or an empty window', () => {
    expect(quietHoursEnd(new Date('2026-01-15T17:00:00Z'), night)).toBeUndefined();
    expect(quietHoursEnd(new Date('2026-01-15T12:00:00Z'), night)).toBeUndefined();
    expect(quietHoursEnd(new Date('2026-01-15T04:30:00Z'), null)).toBeUndefined();
    expect(quietHoursEnd(new Date('2026-01-15T04:30:00Z'), { ...night, end: '22:00' })).toBeUndefined();
  });

  it('keeps local time across daylight saving (07:00 EDT after the spring change)', () => {
    // 2026-03-08 is the US spring-forward night: 23:00 EST on the 7th → 07:00 EDT on the 8th = 11:00Z.
    expect(quietHoursEnd(new Date('2026-03-08T04:00:00Z'), night)?.toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
  });

  it('handles a daytime window', () => {
    const day = { start: '09:00', end: '17:00', timeZone: 'Europe/Paris' };
    expect(quietHoursEnd(new Date('2026-06-01T10:00:00Z'), day)?.toISOString()).toBe(
      '2026-06-01T15:00:00.000Z',
    );
    expect(quietHoursEnd(new Date('2026-06-01T16:00:00Z'), day)).toBeUndefined();
  });
});
