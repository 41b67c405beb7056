import { defaultTemplate, RATING_CRITERIA, UNSAVED_CHANGES_MESSAGE } from '@chalktalk/domain';
import { screen, waitFor } from '@testing-library/react';
import { fieldRefusal, mockApi, type MockReply } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import { NO_EVALUATION_RIGHTS } from './EvaluationFormPage';

const template = {
  ...defaultTemplate('basketball', 'FIVE_POINT'),
  id: 'tpl-1',
  teamId: 'team',
  version: 3,
  createdDate: '2026-01-01T00:00:00Z',
  lastModified: '2026-01-01T00:00:00Z',
};

function setup(role: 'ADMIN' | 'COACH', flags: Record<string, boolean> = {}, saveRefusal?: MockReply) {
  const session = makeSession();
  const program = makeProgram({ paid: true });
  const team = makeTeam(program, {
    paid: true,
    sport: 'BASKETBALL_HS',
    members: { [session.user.id]: { role } },
    flags,
  });
  const saved: object[] = [];
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
            overallRating: null,
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
        evaluations: saved,
        templateRevisions: { 'tpl-1': { '3': template } },
        history: {},
        agreement: { average: null, spread: null, min: null, max: null, count: 0 },
      },
    }),
    'POST /api/evaluations/saveEvaluation': ({ body }) => {
      if (saveRefusal) return saveRefusal;
      const evaluation = {
        ...(body as { evaluation: object }).evaluation,
        id: 'ev-1',
        authorId: session.user.id,
        authorName: 'Me',
        rosterId: 'r1',
        teamId: team.id,
        templateVersion: 3,
        overallRating: 80,
        shareType: 'NOONE',
        version: 1,
        createdDate: '2026-01-02T00:00:00Z',
        lastModified: '2026-01-02T00:00:00Z',
      };
      saved.push({ ...evaluation, measurements: {} });
      return { body: { evaluation } };
    },
  });
  const view = renderApp(`/team/player/evaluation/edit?p=r1&t=${team.id}`, {
    preloadedState: signedInState(session),
  });
  return { ...view, server, team };
}

describe('EvaluationFormPage', () => {
  it('scores every criterion with the keyboard (a digit scores and moves on) and saves', async () => {
    const { user, server, team } = setup('ADMIN');
    const first = await screen.findByRole('radiogroup', { name: 'speed' });
    (first.querySelector('[role="radio"]') as HTMLElement).focus();
    await user.keyboard('4'.repeat(RATING_CRITERIA.basketball.length));
    expect(screen.getByTestId('overall-rating')).toHaveTextContent('Overall 80');
    expect(
      screen.getByRole('radiogroup', { name: 'grit' }).querySelector('[aria-checked="true"]'),
    ).toHaveTextContent('4');
    await user.type(screen.getByLabelText('Height (feet/inches)'), `6'2"`);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(server.calls('POST /api/evaluations/saveEvaluation')).toHaveLength(1));
    const sent = server.calls('POST /api/evaluations/saveEvaluation')[0]!.body as {
      teamId: string;
      rosterId: string;
      evaluation: {
        templateId: string;
        scores: Record<string, number>;
        measurements: Record<string, string>;
      };
    };
    expect(sent.teamId).toBe(team.id);
    expect(sent.rosterId).toBe('r1');
    expect(sent.evaluation.templateId).toBe('tpl-1');
    expect(Object.values(sent.evaluation.scores)).toEqual(RATING_CRITERIA.basketball.map(() => 4));
    expect(sent.evaluation.measurements.height).toBe(`6'2"`);
    expect(await screen.findByText('Evaluation saved.')).toBeInTheDocument();
  });

  it('flags a measurement that is not in the unit and does not save', async () => {
    const { user, server } = setup('ADMIN');
    await user.type(await screen.findByLabelText('Weight (lbs)'), 'heavy');
    expect(screen.getByText('Enter pounds, such as 185, or kilograms, such as 84 kg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    expect(server.calls('POST /api/evaluations/saveEvaluation')).toHaveLength(0);
  });

  it('takes a height typed in metres where feet and inches are asked, says what it is in feet, sends it as typed', async () => {
    const { user, server } = setup('ADMIN');
    const height = await screen.findByLabelText('Height (feet/inches)');
    await user.type(height, '1.85 m');
    expect(screen.queryByText(/^Enter feet and inches/)).toBeNull();
    expect(height).not.toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription(`That is 6'0.8"`);
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(server.calls('POST /api/evaluations/saveEvaluation')).toHaveLength(1));
    const sent = server.calls('POST /api/evaluations/saveEvaluation')[0]!.body as {
      evaluation: { measurements: Record<string, string> };
    };
    expect(sent.evaluation.measurements.height).toBe('1.85 m');
    expect(await screen.findByText('Evaluation saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a measurement beside that field", async () => {
    const message = 'This length is too large';
    const { user } = setup('ADMIN', {}, fieldRefusal('evaluation.measurements.height', message));
    const height = await screen.findByLabelText('Height (feet/inches)');
    await user.type(height, `6'2"`);
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();
  });

  it('asks before leaving with unsaved changes; dismissing stays on the form', async () => {
    const { user } = setup('ADMIN');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      const first = await screen.findByRole('radiogroup', { name: 'speed' });
      (first.querySelector('[role="radio"]') as HTMLElement).focus();
      await user.keyboard('3');
      await user.click(screen.getByRole('link', { name: 'Back to the player' }));
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE));
      expect(screen.getByRole('form', { name: 'Evaluation' })).toBeInTheDocument();
    } finally {
      confirm.mockRestore();
    }
  });

  it('does not ask after the changes are saved', async () => {
    const { user, server } = setup('ADMIN');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      const first = await screen.findByRole('radiogroup', { name: 'speed' });
      (first.querySelector('[role="radio"]') as HTMLElement).focus();
      await user.keyboard('3');
      await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
      await waitFor(() => expect(server.calls('POST /api/evaluations/saveEvaluation')).toHaveLength(1));
      expect(await screen.findByText('Evaluation saved.')).toBeInTheDocument();
      await user.click(await screen.findByRole('link', { name: 'Back to the player' }));
      // A blocked navigation would ask (and, dismissed, stay); saved, nothing asks.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(confirm).not.toHaveBeenCalled();
    } finally {
      confirm.mockRestore();
    }
  });

  it('keeps the form in place after creating, and a second save updates what it created', async () => {
    const { user, server } = setup('ADMIN');
    const first = await screen.findByRole('radiogroup', { name: 'speed' });
    (first.querySelector('[role="radio"]') as HTMLElement).focus();
    await user.keyboard('3');
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    const saved = await screen.findByText('Evaluation saved.');
    // The address gains the new id and the player's evaluations reload: the form is not replaced meanwhile.
    await waitFor(() => expect(server.calls('GET /api/teams/getPlayerEvaluations')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(server.calls('POST /api/evaluations/saveEvaluation')).toHaveLength(2));
    const second = server.calls('POST /api/evaluations/saveEvaluation')[1]!.body as {
      evaluation: { id?: string };
    };
    expect(second.evaluation.id).toBe('ev-1');
  });

  it('tells a coach without COACHES_CAN_CREATE_EVALUATIONS that they cannot evaluate', async () => {
    setup('COACH');
    expect(await screen.findByText(NO_EVALUATION_RIGHTS)).toBeInTheDocument();
  });
});
