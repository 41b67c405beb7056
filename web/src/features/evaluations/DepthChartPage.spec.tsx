import { emptyDepthChart, SAVE_CONFLICT_MESSAGES } from '@chalktalk/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { conflictReply, mockApi } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import { DEPTH_CHART_MESSAGES } from './DepthChartPage';
import type { DepthChart } from './evaluations.types';

const POSITIONS = ['point guard', 'shooting guard', 'small forward', 'power forward', 'center', 'center'];

const rosterOf = (ratings: Array<number | null>) =>
  ratings.map((overallRating, i) => ({
    id: `r${i + 1}`,
    jersey: String(i + 1),
    position: POSITIONS[i % POSITIONS.length],
    firstName: `Player${i + 1}`,
    lastName: 'Test',
    joinedAt: null,
    uid: null,
    playerId: null,
    overallRating,
    contacts: [],
  }));

function setup(
  options: { ratings?: Array<number | null>; rosterHold?: () => Promise<void>; fakeTimers?: boolean } = {},
) {
  const session = makeSession();
  const program = makeProgram({ paid: true });
  const team = makeTeam(program, {
    paid: true,
    sport: 'BASKETBALL_HS',
    members: { [session.user.id]: { role: 'ADMIN' } },
  });
  const ratings = options.ratings ?? [70, 90, 60, 80, 50, 40];
  /** The chart as the server holds it; a test may save it "as another coach" by replacing it. */
  const chart: { stored: DepthChart } = {
    stored: {
      sport: 'BASKETBALL_HS',
      sections: emptyDepthChart('BASKETBALL_HS').sections,
      modified: false,
      lastModified: null,
      version: 0,
    },
  };
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [team], programs: [program] }) },
    'GET /api/teams/getRoster': async () => {
      if (options.rosterHold) await options.rosterHold();
      return { body: { roster: rosterOf(ratings) } };
    },
    'GET /api/evaluations/getDepthChart': () => ({ body: { depthChart: chart.stored } }),
    'POST /api/evaluations/saveDepthChart': ({ body }) => {
      const sent = (body as { depthChart: { version: number; sections: DepthChart['sections'] } }).depthChart;
      if (sent.version !== chart.stored.version) return conflictReply(chart.stored.version);
      chart.stored = { ...chart.stored, sections: sent.sections, version: sent.version + 1 };
      return { body: { depthChart: chart.stored } };
    },
  });
  const view = renderApp(`/team/depth-chart?t=${team.id}`, {
    preloadedState: signedInState(session),
    fakeTimers: options.fakeTimers ?? false,
  });
  return { ...view, server, chart };
}

const starters = () =>
  Array.from({ length: 5 }, (_, i) => screen.getByTestId(`slot:starters:0:${i}`).textContent ?? '');

/** Every element is 100 by 20 at the top left, except the slot a drag aims at (dnd-kit measures with these). */
function layOut(targetTestId: string) {
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const inTarget = this.closest(`[data-testid="${targetTestId}"]`);
    const [x, y] = inTarget ? [300, 0] : [0, 0];
    return {
      x,
      y,
      left: x,
      top: y,
      width: 100,
      height: 20,
      right: x + 100,
      bottom: y + 20,
      toJSON: () => ({}),
    };
  });
}

/** A mouse drag as dnd-kit reads it: down on the chip, past its 4 px threshold, over the target, up. */
function dragWithMouse(chip: HTMLElement) {
  const step = (fire: () => void) => act(fire);
  step(() => fireEvent.mouseDown(chip, { button: 0, clientX: 10, clientY: 10 }));
  step(() => fireEvent.mouseMove(document, { clientX: 20, clientY: 10 }));
  step(() => fireEvent.mouseMove(document, { clientX: 300, clientY: 10 }));
  step(() => fireEvent.mouseMove(document, { clientX: 310, clientY: 10 }));
  step(() => fireEvent.mouseUp(document, { button: 0, clientX: 310, clientY: 10 }));
}

describe('DepthChartPage', () => {
  // A whole page per test: on a loaded machine one took 30 s.
  jest.setTimeout(60_000);

  afterEach(() => jest.useRealTimers());

  it('does not lose a Suggest from ratings pressed the moment after a drag', async () => {
    // Timers stand still unless a wait moves them, so the press lands while dnd-kit's after-drop click guard
    // (removed by a 50 ms timer, later on a busy page) is still up, on any machine.
    jest.useFakeTimers();
    setup({ fakeTimers: true });
    const pool = await screen.findByRole('region', { name: 'Players' });
    const chip = await within(pool).findByRole('button', { name: /Player6 Test/ });
    const layout = layOut('slot:starters:0:4');
    try {
      dragWithMouse(chip);
      expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
      expect(screen.getByTestId('slot:starters:0:4')).toHaveTextContent('Player6 Test');
      // The drop's own click (no press began since the drop) stays swallowed: it does not pick the player up.
      fireEvent.click(within(screen.getByTestId('slot:starters:0:4')).getByRole('button'), { detail: 1 });
      // The press that follows at once: a pointer down and its click on the button.
      const suggest = screen.getByRole('button', { name: 'Suggest from ratings' });
      fireEvent.pointerDown(suggest);
      fireEvent.mouseDown(suggest, { button: 0 });
      fireEvent.mouseUp(suggest, { button: 0 });
      fireEvent.click(suggest, { button: 0, detail: 1 });
      // The five best, one per position first: 90 (SG), 80 (PF), 70 (PG), 60 (SF), 50 (C).
      await waitFor(() => expect(starters().filter((text) => text.includes('Test'))).toHaveLength(5));
      expect(starters().join(' ')).not.toContain('Player6');
      act(() => jest.advanceTimersByTime(1_000));
      expect(document.querySelector('[aria-pressed="true"]')).toBeNull();
    } finally {
      layout.mockRestore();
    }
  });

  it('says why it cannot suggest when no player has a rating yet, and changes nothing', async () => {
    const { user } = setup({ ratings: [null, null, null, null, null, null] });
    await user.click(await screen.findByRole('button', { name: 'Suggest from ratings' }));
    expect(await screen.findByText(DEPTH_CHART_MESSAGES.noRatings)).toBeInTheDocument();
    expect(starters().every((text) => text.includes('Empty'))).toBe(true);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('keeps a Suggest pressed while the roster and its ratings are on their way, and suggests when they land', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup({ rosterHold: () => gate });
    const suggest = await screen.findByRole('button', { name: 'Suggest from ratings' });
    await user.click(suggest);
    expect(starters().every((text) => text.includes('Empty'))).toBe(true);
    release();
    await waitFor(() => expect(starters().filter((text) => text.includes('Test'))).toHaveLength(5));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  /** Places a player by pick-and-place: the player in the list, then an empty slot. */
  async function place(user: ReturnType<typeof setup>['user'], player: RegExp, slot: string) {
    const pool = await screen.findByRole('region', { name: 'Players' });
    await user.click(await within(pool).findByRole('button', { name: player }));
    await user.click(within(screen.getByTestId(slot)).getByRole('button'));
  }

  it('saves from the version of each answer', async () => {
    const { user, server } = setup();
    await place(user, /Player1 Test/, 'slot:starters:0:0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Depth chart saved.')).toBeInTheDocument();
    await place(user, /Player2 Test/, 'slot:starters:0:1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST /api/evaluations/saveDepthChart')).toHaveLength(2));
    expect(
      server
        .calls('POST /api/evaluations/saveDepthChart')
        .map((c) => (c.body as { depthChart: { version: number } }).depthChart.version),
    ).toEqual([0, 1]);
    expect(await screen.findByText('Depth chart saved.')).toBeInTheDocument();
  });

  it('shows a conflict when another coach saved meanwhile, keeps the edits, and saves them over on request', async () => {
    const { user, server, chart } = setup();
    await place(user, /Player1 Test/, 'slot:starters:0:0');
    chart.stored = { ...chart.stored, version: 3 };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVE_CONFLICT_MESSAGES.changedElsewhere)).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByTestId('slot:starters:0:0')).toHaveTextContent('Player1 Test');
    await user.click(screen.getByRole('button', { name: SAVE_CONFLICT_MESSAGES.overwrite }));
    expect(await screen.findByText('Depth chart saved.')).toBeInTheDocument();
    const sent = server.calls('POST /api/evaluations/saveDepthChart');
    expect((sent[1]!.body as { depthChart: { version: number } }).depthChart.version).toBe(3);
    expect(screen.queryByText(SAVE_CONFLICT_MESSAGES.changedElsewhere)).not.toBeInTheDocument();
  });

  it('loads the latest chart on request after a conflict, dropping the edits', async () => {
    const { user, chart } = setup();
    await place(user, /Player1 Test/, 'slot:starters:0:0');
    const theirs = emptyDepthChart('BASKETBALL_HS').sections;
    theirs['starters']!.lines[0]![2] = 'r3';
    chart.stored = { ...chart.stored, sections: theirs, version: 3 };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: SAVE_CONFLICT_MESSAGES.loadLatest }));
    await waitFor(() => expect(screen.getByTestId('slot:starters:0:2')).toHaveTextContent('Player3 Test'));
    expect(screen.getByTestId('slot:starters:0:0')).toHaveTextContent('Empty');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
