import { screen, within } from '@testing-library/react';
import { scoutingStatInputs } from '@chalktalk/domain';
import { errorReply, fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { makeProgram, makeSession, makeTeam, signedInState, teamsResponse } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import type { ScheduleEvent } from '../schedule.types';
import type { ScoutingAnswer } from './scouting.types';
import { ScoutingReportPage } from './ScoutingReportPage';

const session = makeSession();
const program = makeProgram();
const team = makeTeam(program, { id: 'team-1', ownerId: session.user.id, paid: true, plan: 'COMPLETE' });

const game = {
  id: 'ev-1',
  teamId: 'team-1',
  eventType: 'GAME',
  opponent: 'Tigers',
  eventDate: '2027-03-16T22:00:00.000Z',
  endTime: '2027-03-16T23:30:00.000Z',
  timeZone: 'America/New_York',
  local: { date: '2027-03-16', startTime: '18:00', endDate: '2027-03-16', endTime: '19:30' },
} as ScheduleEvent;

const person = (name: string, filmUrl: string) => ({
  jersey: '',
  name,
  position: '',
  matchup: '',
  description: '',
  stats: '',
  filmUrl,
});

const answer: ScoutingAnswer = {
  event: game,
  canEdit: true,
  sport: 'basketball',
  ncaaYearDefault: 2026,
  statInputs: [...scoutingStatInputs('basketball')],
  report: {
    id: 'r-1',
    eventId: 'ev-1',
    sport: 'basketball',
    ncaaYear: 2026,
    stats: {},
    summary: '',
    // The first row has no name, so it is not sent: the server's personnel.0 is the second row.
    personnel: [person('', ''), person('Jo Smith', 'ftp://film.example/jo')],
    figures: [],
    quickStats: [],
    published: false,
    publishedAt: null,
    updatedAt: '2026-12-01T10:00:00.000Z',
  },
};

function setup(saveReply: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [team], programs: [program] }) },
    'GET /api/schedule/getScoutingReport': { body: answer },
    'POST /api/schedule/saveScoutingReport': saveReply,
  });
}

const renderEditor = () =>
  renderWithProviders(<ScoutingReportPage edit />, {
    preloadedState: signedInState(session),
    route: '/schedule/scouting/edit?ev=ev-1&t=team-1',
  });

describe('scouting report editor: save errors land beside their field', () => {
  it("puts the server's invalid film link under that player's Film link, not at the top of the page", async () => {
    const message = 'A film link starts with http:// or https://';
    const api = setup(fieldRefusal('report.personnel.0.filmUrl', message));
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));

    const second = await screen.findByRole('group', { name: 'Scouted player 2' });
    const film = within(second).getByLabelText('Film link');
    expect(await within(second).findByText(message)).toBeInTheDocument();
    expect(film).toHaveAttribute('aria-invalid', 'true');
    expect(film).toHaveFocus();
    expect(within(screen.getByRole('group', { name: 'Scouted player 1' })).queryByText(message)).toBeNull();
    expect(screen.queryByText('The request was invalid.')).toBeNull();
    expect(screen.queryByRole('alert', { name: /invalid/i })).toBeNull();
    expect(api.calls('POST /api/schedule/saveScoutingReport')[0]!.body).toMatchObject({
      report: { personnel: [{ name: 'Jo Smith', filmUrl: 'ftp://film.example/jo' }] },
    });

    // Typing in the field clears its error.
    await user.type(film, 'x');
    expect(within(second).queryByText(message)).toBeNull();
  });

  it('keeps an error that names no field at the top of the page', async () => {
    setup(errorReply(403, 'G003', 'You do not have permission to do that.'));
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
  });
});
