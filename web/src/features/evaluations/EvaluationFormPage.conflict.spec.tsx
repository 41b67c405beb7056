import { defaultTemplate, SAVE_CONFLICT_MESSAGES } from '@chalktalk/domain';
import { screen, waitFor } from '@testing-library/react';
import { conflictReply, mockApi } from '../../test/fetch-mock';
import {
  makeEvaluationTemplate,
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import type { Evaluation } from './evaluations.types';

const template = makeEvaluationTemplate({ id: 'tpl-1' });

interface SentEvaluation {
  id?: string;
  version?: number;
  notes: string;
}

/**
 * An evaluations server with versions as the service keeps them: an update names the version it was edited from,
 * another version is refused with G010. `theirs` saves the evaluation as another coach would, meanwhile.
 */
function setup() {
  const session = makeSession();
  const program = makeProgram({ paid: true });
  const team = makeTeam(program, {
    paid: true,
    sport: 'BASKETBALL_HS',
    members: { [session.user.id]: { role: 'ADMIN' } },
  });
  let stored: Evaluation = {
    id: 'ev-1',
    teamId: team.id,
    rosterId: 'r1',
    authorId: session.user.id,
    authorName: 'Me',
    templateId: 'tpl-1',
    templateVersion: 1,
    position: 'point guard',
    scores: { speed: 3 },
    measurements: {},
    notes: 'First look',
    overallRating: 60,
    version: 2,
    shareType: 'NOONE',
    createdDate: '2026-01-02T00:00:00Z',
    lastModified: '2026-01-02T00:00:00Z',
  };
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [team], programs: [program] }) },
    'GET /api/teams/getRoster': {
      body: {
        roster: [
          {
            id: 'r1',
            jersey: '3',
            position: 'point guard',
            firstName: 'Ava',
            lastName: 'Lee',
            joinedAt: null,
            uid: null,
            playerId: null,
            overallRating: 60,
            contacts: [],
          },
        ],
      },
    },
    'GET /api/evaluations/getEvaluationTemplates': {
      body: { templates: [template], defaults: defaultTemplate('basketball') },
    },
    'GET /api/teams/getPlayerEvaluations': () => ({
      body: {
        evaluations: [stored],
        templateRevisions: { 'tpl-1': { '1': template } },
        history: {},
        agreement: { average: null, spread: null, min: null, max: null, count: 0 },
      },
    }),
    'POST /api/evaluations/saveEvaluation': ({ body }) => {
      const sent = (body as { evaluation: SentEvaluation }).evaluation;
      if (sent.version !== stored.version) return conflictReply(stored.version);
      stored = { ...stored, notes: sent.notes, version: stored.version + 1 };
      return { body: { evaluation: stored } };
    },
  });
  const view = renderApp(`/team/player/evaluation/edit?p=r1&e=ev-1&t=${team.id}`, {
    preloadedState: signedInState(session),
  });
  const sent = () =>
    server
      .calls('POST /api/evaluations/saveEvaluation')
      .map((c) => (c.body as { evaluation: SentEvaluation }).evaluation);
  const theirs = (notes: string) => (stored = { ...stored, notes, version: stored.version + 1 });
  return { ...view, sent, theirs };
}

describe('EvaluationFormPage saves with the version it edited', () => {
  // A whole page per test: on a loaded machine one took 30 s.
  jest.setTimeout(60_000);

  it('a second save carries the version the first one answered', async () => {
    const { user, sent } = setup();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, ', quick');
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(await screen.findByText('Evaluation saved.')).toBeInTheDocument();
    await user.type(notes, ' hands');
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()).toMatchObject([
      { id: 'ev-1', version: 2, notes: 'First look, quick' },
      { id: 'ev-1', version: 3, notes: 'First look, quick hands' },
    ]);
    expect(screen.queryByText(SAVE_CONFLICT_MESSAGES.changedElsewhere)).not.toBeInTheDocument();
  });

  it('shows a conflict when another coach saved meanwhile, keeps the text, and saves it over theirs on request', async () => {
    const { user, sent, theirs } = setup();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, ', mine');
    theirs('Their look');
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    expect(await screen.findByText(SAVE_CONFLICT_MESSAGES.changedElsewhere)).toBeInTheDocument();
    expect(notes).toHaveValue('First look, mine');
    await user.click(screen.getByRole('button', { name: SAVE_CONFLICT_MESSAGES.overwrite }));
    expect(await screen.findByText('Evaluation saved.')).toBeInTheDocument();
    expect(sent()[1]).toMatchObject({ version: 3, notes: 'First look, mine' });
    expect(screen.queryByText(SAVE_CONFLICT_MESSAGES.changedElsewhere)).not.toBeInTheDocument();
  });

  it('loads the latest version on request after a conflict', async () => {
    const { user, theirs } = setup();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, ', mine');
    theirs('Their look');
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    await user.click(await screen.findByRole('button', { name: SAVE_CONFLICT_MESSAGES.loadLatest }));
    await waitFor(() => expect(notes).toHaveValue('Their look'));
    expect(screen.queryByText(SAVE_CONFLICT_MESSAGES.changedElsewhere)).not.toBeInTheDocument();
  });
});
