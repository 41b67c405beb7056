import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';
import type { InboxItem, NotificationSettingsView } from './notificationsApi';

const item = (over: Partial<InboxItem> = {}): InboxItem => ({
  id: 'n1',
  kind: 'EVENT_ADDED',
  teamId: 'team-1',
  title: 'New event: Game vs Eagles',
  body: 'Cara Coach added Game vs Eagles to the Hawks schedule.',
  link: '/profile/account/basic',
  count: 1,
  read: false,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});

const settings: NotificationSettingsView = {
  preferences: { POST_ADDED: { email: false } },
  quietHours: null,
  kinds: [
    { kind: 'ALL', label: 'All notifications', available: true },
    { kind: 'EVENT_ADDED', label: 'New events', available: true },
    { kind: 'POST_ADDED', label: 'New posts in the team feed', available: true },
  ],
};

function setup(route: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  const session = makeSession();
  const server = mockApi({
    'GET /api/account/getProfile': () => ({ body: makeProfile(session.user) }),
    'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    ...handlers,
  });
  const view = renderApp(route, { preloadedState: signedInState(session) });
  return { ...view, server };
}

describe('notification bell', () => {
  it('shows the unread count, lists items, opens one (marked read) at its deep link', async () => {
    let unread = 2;
    const { user, server, location } = setup('/feed', {
      'GET /api/notifications/getUnreadCount': () => ({ body: { unreadCount: unread } }),
      'GET /api/notifications/getNotifications': () => ({
        body: { items: [item(), item({ id: 'n2', title: 'Older', read: true })], unreadCount: unread },
      }),
      'POST /api/notifications/markNotificationsRead': () => {
        unread = 1;
        return { body: { unreadCount: unread } };
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: /^Unread: New event: Game vs Eagles/ }));
    await waitFor(() => expect(location()).toBe('/profile/account/basic'));
    expect(server.seen.find((r) => r.path === '/api/notifications/markNotificationsRead')?.body).toEqual({
      ids: ['n1'],
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    let unread = 3;
    const { user } = setup('/feed', {
      'GET /api/notifications/getUnreadCount': () => ({ body: { unreadCount: unread } }),
      'GET /api/notifications/getNotifications': () => ({ body: { items: [item()], unreadCount: unread } }),
      'POST /api/notifications/markAllNotificationsRead': () => {
        unread = 0;
        return { body: { unreadCount: 0 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('notification settings page', () => {
  it('shows each kind and channel, the ALL switch governs the rest, and saves', async () => {
    const { user, server } = setup('/profile/settings', {
      'GET /api/notifications/getUnreadCount': { body: { unreadCount: 0 } },
      'GET /api/notifications/getNotificationSettings': { body: settings },
      'GET /api/notifications/getPushConfig': { body: { publicKey: null } },
      'POST /api/notifications/saveNotificationSettings': ({ body }) => ({
        body: { ...settings, ...(body as object) },
      }),
    });
    const postEmail = await screen.findByRole('switch', { name: 'New posts in the team feed: Email' });
    expect(postEmail).not.toBeChecked();
    const allPush = screen.getByRole('switch', { name: 'All notifications: Push' });
    await user.click(allPush);
    expect(screen.getByRole('switch', { name: 'New events: Push' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'New events: Email' }));
    await user.click(screen.getByRole('switch', { name: 'Hold email and push during quiet hours' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeInTheDocument();
    const saved = server.seen.find((r) => r.path === '/api/notifications/saveNotificationSettings')!.body as {
      preferences: Record<string, Record<string, boolean>>;
      quietHours: { start: string; end: string; timeZone: string } | null;
    };
    expect(saved.preferences).toEqual({
      POST_ADDED: { email: false },
      ALL: { push: false },
      EVENT_ADDED: { email: false },
    });
    expect(saved.quietHours).toMatchObject({ start: '22:00', end: '07:00' });
  });
});
