import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { EventFormModal } from './components/EventFormModal';
import { SchedulePage } from './SchedulePage';

/** The onboarding steps the schedule earns (spec 3 §4): "Check your team's schedule" and "Add your first event". */
const session = makeSession();
const program = makeProgram();

function setup(flags: Record<string, boolean> = {}) {
  const team = makeTeam(program, { id: 'team-1', ownerId: session.user.id, paid: true, plan: 'COMPLETE' });
  return mockApi({
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [team], programs: [program] }) },
    'GET /api/account/getProfile': { body: { ...makeProfile(session.user), profileFlags: flags } },
    'POST /api/account/setProfileFlag': { body: makeProfile(session.user) },
    'GET /api/schedule/getSchedule': { body: { timeZone: 'America/New_York', events: [], nextCursor: null } },
    'GET /api/schedule/getSeasonAttendance': { body: { events: 0, players: [] } },
    'GET /api/schedule/getEventDefaults': {
      body: { timeZone: 'America/New_York', date: '2027-03-16', startTime: '15:00', endTime: '17:00' },
    },
    'GET /api/schedule/getCustomEventTypes': { body: { customEventTypes: [] } },
    'GET /api/schedule/getFavoriteLocations': { body: { favoriteLocations: [] } },
    'POST /api/schedule/saveEvent': { body: { success: true, message: 'Event changes saved' } },
  });
}

const flagCalls = (server: ReturnType<typeof setup>) =>
  server.calls('POST /api/account/setProfileFlag').map((call) => call.body);

describe('schedule onboarding flags', () => {
  it('marks VIEWED_SCHEDULE once the schedule is shown, and only while it is off', async () => {
    const server = setup();
    renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1',
    });
    await waitFor(() => expect(flagCalls(server)).toEqual([{ flag: 'VIEWED_SCHEDULE', value: true }]));
  });

  it('sets nothing when VIEWED_SCHEDULE is already on', async () => {
    const server = setup({ VIEWED_SCHEDULE: true });
    renderWithProviders(<SchedulePage />, {
      preloadedState: signedInState(session),
      route: '/schedule?t=team-1',
    });
    await screen.findByRole('button', { name: 'New event' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flagCalls(server)).toEqual([]);
  });

  it('marks CREATED_FIRST_EVENT after a new event is saved', async () => {
    const server = setup({ VIEWED_SCHEDULE: true });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(
      <EventFormModal teamId="team-1" opened onClose={() => {}} onSaved={onSaved} />,
      { preloadedState: signedInState(session) },
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Event changes saved'));
    await waitFor(() => expect(flagCalls(server)).toEqual([{ flag: 'CREATED_FIRST_EVENT', value: true }]));
  });
});
