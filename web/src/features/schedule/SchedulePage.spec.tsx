import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { makeProgram, makeSession, makeTeam, signedInState, teamsResponse } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { onPhone } from '../../test/phone-layout';
import { SchedulePage } from './SchedulePage';
import type { ScheduleEvent } from './schedule.types';
import { UpdateRsvpPage } from './UpdateRsvpPage';

const session = makeSession();
const userId = session.user.id;
const program = makeProgram();

const anEvent = (over: Partial<ScheduleEvent> = {}): ScheduleEvent => ({
  id: 'ev-1',
  teamId: 'team-1',
  seriesId: null,
  eventType: 'GAME',
  customType: null,
  title: '',
  eventDate: '2027-03-16T22:00:00.000Z',
  endTime: '2027-03-16T23:30:00.000Z',
  timeZone: 'America/New_York',
  local: { date: '2027-03-16', startTime: '18:00', endDate: '2027-03-16', endTime: '19:30' },
  opponent: 'Tigers',
  location: { placeId: null, lat: null, lng: null, name: 'North Gym' },
  objectives: null,
  fieldDetails: null,
  reminder: false,
  defaultRsvp: null,
  cancelled: false,
  sequence: 0,
  myRsvp: null,
  rsvpCounts: { GOING: 3, MAYBE: 1, NOTGOING: 0 },
  ...over,
});

function setup(role: 'coach' | 'player') {
  const team = makeTeam(program, {
    id: 'team-1',
    ownerId: role === 'coach' ? userId : 'someone-else',
    paid: true,
    plan: 'COMPLETE',
    members: role === 'coach' ? {} : { [userId]: { role: 'PLAYER' } },
  });
  const list = role === 'coach' ? { owned: [team] } : { joined: [team] };
  return mockApi({
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ ...list, programs: [program] }) },
    'GET /api/schedule/getSchedule': {
      body: {
        timeZone: 'America/New_York',
        events: [
          anEvent(),
          anEvent({ id: 'ev-2', eventType: 'PRACTICE', opponent: null, seriesId: 's-1' }),
          anEvent({
            id: 'ev-3',
            eventType: 'PRACTICE',
            opponent: null,
            seriesId: 's-1',
            eventDate: '2027-03-23T22:00:00.000Z',
            endTime: '2027-03-23T23:30:00.000Z',
          }),
        ],
        nextCursor: null,
      },
    },
    'POST /api/schedule/editBulkEvents': { body: { events: [], message: 'Event changes saved' } },
    'GET /api/schedule/getSeasonAttendance': { body: { events: 0, players: [] } },
    'GET /api/schedule/getEvent': {
      body: { event: anEvent(), canEdit: role === 'coach', timeZone: 'America/New_York' },
    },
    'GET /api/schedule/getRSVPDetails': {
      body: {
        rsvpDetails: {
          eventId: 'ev-1',
          defaultRsvp: null,
          counts: { GOING: 1, MAYBE: 0, NOTGOING: 0, noAnswer: 1 },
          answers: [
            {
              userId: 'p1',
              firstName: 'Pat',
              lastName: 'Lee',
              role: 'PLAYER',
              status: 'GOING',
              reason: '',
              answeredBy: 'p1',
              answeredAt: null,
              defaulted: false,
            },
          ],
          noAnswer: [{ userId: 'p2', firstName: 'Sam', lastName: 'Ray', role: 'PLAYER' }],
        },
      },
    },
    'POST /api/schedule/updateRSVP': { body: { rsvps: [] } },
    'GET /api/schedule/getPracticeTemplates': {
      body: {
        practiceTemplates: [
          {
            id: 'tpl-1',
            name: 'Tuesday',
            sections: [{ title: 'Warm-up', minutes: 15 }],
            totalMinutes: 15,
            createdBy: 'x',
            createdDate: '2026-11-01T00:00:00.000Z',
          },
        ],
      },
    },
    'POST /api/schedule/savePracticeTemplate': {
      body: {
        practiceTemplate: {
          id: 'tpl-2',
          name: 'Thursday',
          sections: [],
          totalMinutes: 0,
          createdBy: 'x',
          createdDate: '',
        },
      },
    },
    'POST /api/schedule/nudgeRSVP': {
      body: { success: true, message: 'Notification sent successfully', notified: 1 },
    },
    'POST /api/schedule/sendEventReminder': {
      body: { success: true, message: 'Notification sent successfully', notified: 2 },
    },
  });
}

describe('schedule page', () => {
  it("lists the upcoming events in the team's zone with their counts", async () => {
    setup('player');
    renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1',
    });
    const card = await screen.findByRole('article', { name: 'Game vs Tigers' });
    expect(card).toHaveTextContent('Tue, Mar 16 · 6:00 PM – 7:30 PM EDT');
    expect(card).toHaveTextContent('North Gym');
    expect(card).toHaveTextContent('Going 3 · Maybe 1 · Not going 0');
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();
  });

  it('lets a player answer from the event details, sending the RSVP for the event', async () => {
    const server = setup('player');
    const { user } = renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1&ev=ev-1',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Event details' });
    expect(await within(dialog).findByText('Not answered yet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByText('Going'));
    await waitFor(() =>
      expect(server.calls('POST /api/schedule/updateRSVP')[0]?.body).toEqual({
        teamId: 'team-1',
        eventIds: ['ev-1'],
        status: 'GOING',
      }),
    );
  });

  it("gives coaches the reminder and the nudge, showing 'Notification sent successfully'", async () => {
    const server = setup('coach');
    const { user } = renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1&ev=ev-1',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Event details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Nudge who has not answered' }));
    expect(await within(dialog).findByText('Notification sent successfully')).toBeInTheDocument();
    expect(server.calls('POST /api/schedule/nudgeRSVP')[0]?.body).toEqual({
      teamId: 'team-1',
      eventId: 'ev-1',
    });
    expect(screen.getByRole('button', { name: 'New event' })).toBeInTheDocument();
  });
});

describe('schedule page on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = onPhone();
  });
  afterEach(() => restore());

  it('puts the actions in one row (New event, List/Month, More) and the first event right under it', async () => {
    setup('coach');
    const { user } = renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1',
    });
    const first = await screen.findByRole('article', { name: 'Game vs Tigers' });
    const newEvent = screen.getByRole('button', { name: 'New event' });
    const more = screen.getByRole('button', { name: 'More' });
    const toolbar = newEvent.parentElement!;
    expect(toolbar).toContainElement(more);
    expect(toolbar).toContainElement(screen.getByRole('radio', { name: 'Month' }));
    // Nothing else stands between the toolbar and the first event: the rest is in the menu, the zone below.
    expect(screen.queryByRole('button', { name: 'Select events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Event types and places' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calendar feed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Schedule tab' })).not.toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Team time zone' });
    expect(first.compareDocumentPosition(zone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(more);
    const menu = await screen.findByRole('menu');
    for (const name of ['Select events', 'Practice templates', 'Event types and places', 'Calendar feed'])
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Select events' }));
    expect(
      await screen.findByRole('checkbox', { name: /^Select Practice, Tue, Mar 16/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('gives a player the view switch and the menu with the calendar feed, no editing actions', async () => {
    setup('player');
    const { user } = renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1',
    });
    await screen.findByRole('article', { name: 'Game vs Tigers' });
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Calendar feed']);
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();
  });
});

describe('practice templates tab (st)', () => {
  it('edits a series in bulk: its events chosen together, one change, each keeping its date', async () => {
    const server = setup('coach');
    const { user } = renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1',
    });
    await user.click(await screen.findByRole('button', { name: 'Select events' }));
    await user.click(screen.getByRole('checkbox', { name: /^Select Practice, Tue, Mar 16/ }));
    await user.click(screen.getByRole('button', { name: 'Select the series' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 2 events' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one change.');
    await user.type(within(dialog).getByLabelText('Start'), '18:30');
    await user.type(within(dialog).getByLabelText('Location'), 'South Gym');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls('POST /api/schedule/editBulkEvents')[0]?.body).toMatchObject({
        teamId: 'team-1',
        eventIds: ['ev-2', 'ev-3'],
        changes: { startTime: '18:30', location: { name: 'South Gym' } },
        sendNotification: true,
      }),
    );
    expect(await screen.findByText('Event changes saved')).toBeInTheDocument();
  });

  it('lists the templates for coaches and saves a new one with its timed sections', async () => {
    const server = setup('coach');
    const { user } = renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1&st=practice%20templates',
    });
    expect(await screen.findByRole('article', { name: 'Tuesday' })).toHaveTextContent('15 min · Warm-up');
    await user.type(screen.getByLabelText('Template name'), 'Thursday');
    await user.type(screen.getByLabelText('Section 1'), 'Shell drill');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Practice template saved')).toBeInTheDocument();
    expect(server.calls('POST /api/schedule/savePracticeTemplate')[0]?.body).toEqual({
      teamId: 'team-1',
      name: 'Thursday',
      sections: [{ title: 'Shell drill', minutes: 10 }],
    });
  });

  it('shows players the feed whatever st says', async () => {
    setup('player');
    renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1&st=practice%20templates',
    });
    expect(await screen.findByRole('article', { name: 'Game vs Tigers' })).toBeInTheDocument();
    expect(screen.queryByText('New practice template')).not.toBeInTheDocument();
  });
});

describe('one-click RSVP page', () => {
  it('answers with the link parameters and shows the saved answer', async () => {
    const server = mockApi({
      'POST /api/schedule/answerRSVPLink': {
        body: {
          status: 'NOTGOING',
          event: {
            id: 'ev-1',
            teamId: 'team-1',
            teamName: 'Hawks',
            when: 'Tuesday, March 16 at 6:00 PM EDT',
            eventType: 'GAME',
            title: '',
            opponent: 'Tigers',
          },
        },
      },
    });
    renderWithProviders(<UpdateRsvpPage />, { route: '/schedule/update-rsvp?r=ev-1&s=NOTGOING&k=key' });
    expect(await screen.findByText('Your answer was saved: Not going')).toBeInTheDocument();
    expect(screen.getByText('Hawks: Game vs Tigers')).toBeInTheDocument();
    expect(server.calls('POST /api/schedule/answerRSVPLink')).toHaveLength(1);
    expect(server.calls('POST /api/schedule/answerRSVPLink')[0]!.body).toEqual({
      r: 'ev-1',
      s: 'NOTGOING',
      k: 'key',
    });
  });

  it('shows the invalid-link message for a bad or expired link', async () => {
    mockApi({
      'POST /api/schedule/answerRSVPLink': errorReply(400, 'G001', 'This link is invalid or expired.'),
    });
    renderWithProviders(<UpdateRsvpPage />, { route: '/schedule/update-rsvp?r=ev-1&s=GOING&k=old' });
    expect(await screen.findByText('This link is invalid or expired.')).toBeInTheDocument();
  });

  it('refuses a link whose answer is not one of the three without calling the server', () => {
    const server = mockApi({});
    renderWithProviders(<UpdateRsvpPage />, { route: '/schedule/update-rsvp?r=ev-1&s=SOMETIMES&k=x' });
    expect(screen.getByText('This link is invalid or expired.')).toBeInTheDocument();
    expect(server.calls('POST /api/schedule/answerRSVPLink')).toHaveLength(0);
  });
});
