import { playTesting } from '@chalktalk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DesignerEditor } from '../editor/designer-editor';
import { matchesFormationQuery, type SearchedFormation } from '../formations/saved-formation';
import { FormationPicker } from './FormationPicker';

const formation = (over: Partial<SearchedFormation>): SearchedFormation => ({
  id: 'formation-1',
  name: 'Horns Set',
  sport: 'BASKETBALL_HS',
  attributes: ['Offense'],
  description: 'Two bigs at the elbows',
  anchorType: 'GOAL',
  initial: [
    { id: 'p1', type: 'BLUEPLAYER', origin: { x: -6, y: -15 } },
    { id: 'p2', type: 'BLUEPLAYER', origin: { x: 6, y: -15 } },
    { id: 'p3', type: 'BLUEPLAYER', origin: { x: 0, y: -28 } },
  ],
  fieldPieces: [],
  balls: [{ id: 'ball-1', carrier: 'p3' }],
  version: 1,
  playbookId: 'pb-1',
  createdDate: '2026-11-01T10:00:00.000Z',
  ...over,
});

const SERVER_FORMATIONS = [
  formation({}),
  // Another sport line's saved formation and the built-ins the service echoes are not listed as saved.
  formation({ id: 'formation-2', name: 'Horns Ride', sport: 'LACROSSE_MENS' }),
  formation({
    id: '_5out',
    name: '5 out',
    description: 'Horns-free spacing',
    playbookId: null,
    createdDate: null,
  }),
];

function setUp() {
  const api = mockApi({
    'GET /api/playbook/getMyPlaybook': {
      body: { playbook: { id: 'pb-1', type: 'personal', readOnly: false } },
    },
    // The service's rule: every word of the query in name, attributes or description.
    'GET /api/search/formations': ({ url }) => ({
      body: {
        formations: SERVER_FORMATIONS.filter((f) => matchesFormationQuery(url.searchParams.get('query')!, f)),
      },
    }),
  });
  // Two frames with a move, so the reset to one empty frame shows.
  const play = playTesting.passingPlay(2);
  const editor = new DesignerEditor(play);
  const view = renderWithProviders(<FormationPicker editor={editor} />);
  const options = () =>
    within(screen.getByLabelText('Formation'))
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { api, editor, options, ...view };
}

describe('FormationPicker', () => {
  it('lists the built-in formations of the sport without searching while the box is empty', () => {
    const { api, options } = setUp();
    expect(options()).toEqual(['Choose a formation…', '3 out 2 in', '4 out 1 in', '5 out']);
    expect(api.seen).toHaveLength(0);
  });

  it('filters the built-ins as you type and adds matching saved formations of the sport from search/formations', async () => {
    const { api, options, user } = setUp();
    const box = screen.getByRole('searchbox', { name: 'Search formations' });
    await user.type(box, '5 OUT');
    expect(options()).toEqual(['Choose a formation…', '5 out']);
    await waitFor(() => expect(screen.getByText('No saved formations match.')).toBeInTheDocument());

    await user.clear(box);
    await user.type(box, 'horns');
    expect(await screen.findByRole('option', { name: 'Horns Set' })).toBeInTheDocument();
    expect(options()).toEqual(['Choose a formation…', 'Horns Set']);
    expect(screen.getByRole('group', { name: 'Saved' })).toBeInTheDocument();
    // One search per pause in typing (not per key), over the personal playbook, never for a blank query.
    const searched = api.fetchMock.mock.calls
      .map(([request]) => new URL(request.url))
      .filter((url) => url.pathname === '/api/search/formations')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(searched.at(-1)).toEqual({ query: 'horns', playbookIds: 'pb-1' });
    expect(searched).toContainEqual({ query: '5 OUT', playbookIds: 'pb-1' });
    expect(searched.every((params) => params.query!.trim() !== '' && params.playbookIds === 'pb-1')).toBe(
      true,
    );
    expect(searched.length).toBeLessThan('5 OUThorns'.length);

    await user.clear(box);
    expect(options()).toEqual(['Choose a formation…', '3 out 2 in', '4 out 1 in', '5 out']);
  });

  it('applies a saved formation: its players and ball from the goal, the default goal kept, frames reset', async () => {
    const { editor, user } = setUp();
    await user.type(screen.getByRole('searchbox', { name: 'Search formations' }), 'elbows');
    await user.selectOptions(
      screen.getByLabelText('Formation'),
      await screen.findByRole('option', { name: 'Horns Set' }),
    );
    const play = editor.play;
    expect(play.formationId).toBe('formation-1');
    expect(play.initial.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(play.balls).toEqual([{ id: 'ball-1', carrier: 'p3' }]);
    expect(play.fieldPieces.map((p) => p.type)).toEqual(['GOAL']);
    expect(play.frames).toHaveLength(1);
    expect(play.tags).toEqual(['Offense']);
  });
});
