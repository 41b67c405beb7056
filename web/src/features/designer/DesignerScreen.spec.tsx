import { addMove, playTesting, type Play } from '@chalktalk/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '../../app/store';
import { KitProvider } from '../../theme/KitProvider';
import { makeProfile, signedInState } from '../../test/factories';
import { mockApi } from '../../test/fetch-mock';
import { DesignerScreen, PHONE_QUERY } from './DesignerScreen';
import { DesignerEditor } from './editor/designer-editor';
import { takeOver } from './editor/editor-handoff';
import type { PlaySource } from './save/play-source';
import { AUTOSAVE_AFTER_MS } from './save/use-play-saver';
import { UNSAVED_CHANGES_MESSAGE } from './use-unsaved-prompt';

const savedPlay = (): Play => ({ ...playTesting.passingPlay(), id: 'play-1', new: false });

function renderScreen(editor: DesignerEditor, source: PlaySource | null, path = '/playbook/play?p=x') {
  const router = createMemoryRouter(
    [
      { path: '/playbook/new', element: <DesignerScreen editor={editor} source={source} /> },
      { path: '/playbook/play', element: <DesignerScreen editor={editor} source={source} /> },
      { path: '/feed', element: <p>Feed</p> },
    ],
    { initialEntries: [path] },
  );
  const store = makeStore(signedInState());
  render(
    <Provider store={store}>
      <KitProvider env="test">
        <RouterProvider router={router} />
      </KitProvider>
    </Provider>,
  );
  return { router, user: userEvent.setup() };
}

const profileReply = () => ({ body: makeProfile() });

/**
 * The calls a test made, in order. A GIF download of an earlier test keeps polling checkGIFStatus once a
 * second after its screen is gone (the download lives in the store's thunk, like in the app), and under a
 * loaded machine such a poll can land among this test's calls, so the polls are left out.
 */
const callsIn = (api: ReturnType<typeof mockApi>) =>
  api.seen.filter((r) => !r.path.endsWith('/checkGIFStatus')).map((r) => `${r.method} ${r.path}`);

// The whole screen on the kit renders a few hundred elements per step: on the shared, loaded machine a
// test with several saves runs past jest's default 5 s.
jest.setTimeout(20_000);

describe('designer screen', () => {
  it('saves a new play with saveNewPlay, then sets CREATED_FIRST_PLAY and opens it by its id', async () => {
    const api = mockApi({
      'GET /api/playbook/getMyPlaybook': {
        body: { playbook: { id: 'pb-1', type: 'personal', readOnly: false } },
      },
      'POST /api/playbook/saveNewPlay': { body: { id: 'play-9' } },
      'POST /api/account/setProfileFlag': profileReply(),
    });
    const editor = new DesignerEditor(playTesting.passingPlay());
    const { router, user } = renderScreen(editor, null, '/playbook/new?sport=basketball&t=team-1');
    editor.edit('move', (p) => addMove(p, 0, { source: 'a2', anchors: [{ x: 10, y: 40 }] }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?p=play-9&t=team-1'));
    expect(callsIn(api)).toEqual([
      'GET /api/playbook/getMyPlaybook',
      'POST /api/playbook/saveNewPlay',
      'POST /api/account/setProfileFlag',
    ]);
    const [saved] = api.calls('POST /api/playbook/saveNewPlay');
    expect(saved!.body).toMatchObject({ playbookId: 'pb-1', play: { id: 'play__test' } });
    expect(api.calls('POST /api/account/setProfileFlag')[0]!.body).toEqual({
      flag: 'CREATED_FIRST_PLAY',
      value: true,
    });
    expect(editor.play.id).toBe('play-9');
    expect(editor.getSnapshot().state.modified).toBe(false);
    // The play page continues with this editor, and later saves update the play in that playbook.
    expect(takeOver('play-9')).toEqual({ editor, source: { kind: 'own', playbookId: 'pb-1' } });
  });

  it('saves a new play before Download GIF and exports it by its new id from the personal playbook', async () => {
    const api = mockApi({
      'GET /api/playbook/getMyPlaybook': {
        body: { playbook: { id: 'pb-1', type: 'personal', readOnly: false } },
      },
      'POST /api/playbook/saveNewPlay': { body: { id: 'play-9' } },
      'POST /api/account/setProfileFlag': profileReply(),
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 2, nonce: 'n-1' } },
      'GET /api/playbook/checkGIFStatus': { body: { status: 'pending' } },
    });
    const editor = new DesignerEditor(playTesting.passingPlay());
    const { user } = renderScreen(editor, null, '/playbook/new?sport=basketball');
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    await waitFor(() => expect(api.calls('GET /api/playbook/exportGIF')).toHaveLength(1));
    expect(callsIn(api).slice(0, 4)).toEqual([
      'GET /api/playbook/getMyPlaybook',
      'POST /api/playbook/saveNewPlay',
      'POST /api/account/setProfileFlag',
      'GET /api/playbook/exportGIF',
    ]);
    const exported = api.fetchMock.mock.calls
      .map(([r]) => new URL(r.url))
      .find((u) => u.pathname.endsWith('exportGIF'))!;
    expect(exported.searchParams.get('playId')).toBe('play-9');
    expect(exported.searchParams.get('playbookId')).toBe('pb-1');
  });

  it('saves a modified play before Download GIF; an unchanged saved play is exported as it is', async () => {
    const api = mockApi({
      'POST /api/playbook/updatePlay': { body: { id: 'play-1', lastModified: '2026-01-01T00:00:00Z' } },
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 2, nonce: 'n-1' } },
      'GET /api/playbook/checkGIFStatus': { body: { status: 'pending' } },
    });
    const editor = new DesignerEditor(savedPlay());
    const { user } = renderScreen(editor, { kind: 'own', playbookId: 'pb-1' });
    act(() => editor.addFrame());
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    await waitFor(() => expect(api.calls('GET /api/playbook/exportGIF')).toHaveLength(1));
    expect(callsIn(api).slice(0, 2)).toEqual([
      'POST /api/playbook/updatePlay',
      'GET /api/playbook/exportGIF',
    ]);
    expect(await screen.findByText('Making the GIF… about 2 seconds')).toBeInTheDocument();

    document.body.innerHTML = '';
    const unchanged = new DesignerEditor(savedPlay());
    renderScreen(unchanged, { kind: 'own', playbookId: 'pb-1' });
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    await waitFor(() => expect(api.calls('GET /api/playbook/exportGIF')).toHaveLength(2));
    expect(api.calls('POST /api/playbook/updatePlay')).toHaveLength(1);
  });

  it('exports a team play from the team playbook, where every member may open it', async () => {
    const api = mockApi({
      'GET /api/playbook/getTeamPlaybook': ({ url }) =>
        url.searchParams.get('teamId') === 'team-1'
          ? { body: { playbook: { id: 'team-pb-1', type: 'team', readOnly: true } } }
          : { status: 404 },
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 2, nonce: 'n-1' } },
      'GET /api/playbook/checkGIFStatus': { body: { status: 'pending' } },
    });
    const editor = new DesignerEditor(savedPlay(), { readOnly: true });
    const { user } = renderScreen(editor, { kind: 'team', teamId: 'team-1', srcPlaybookId: 'pb-9' });
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    await waitFor(() => expect(api.calls('GET /api/playbook/exportGIF')).toHaveLength(1));
    const exported = api.fetchMock.mock.calls
      .map(([r]) => new URL(r.url))
      .find((u) => u.pathname.endsWith('exportGIF'))!;
    expect(Object.fromEntries(exported.searchParams)).toMatchObject({
      playId: 'play-1',
      playbookId: 'team-pb-1',
    });
    expect(await screen.findByText('Making the GIF… about 2 seconds')).toBeInTheDocument();
  });

  it('updates an own play and saves a team play through its source playbook', async () => {
    const api = mockApi({
      'POST /api/playbook/updatePlay': { body: { id: 'play-1', lastModified: '2026-01-01T00:00:00Z' } },
      'POST /api/playbook/saveSharedPlay': { body: { id: 'play-1', lastModified: '2026-01-01T00:00:00Z' } },
    });
    const own = new DesignerEditor(savedPlay());
    const { user } = renderScreen(own, { kind: 'own', playbookId: 'pb-1' });
    own.addFrame();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(own.getSnapshot().state.modified).toBe(false));
    expect(api.calls('POST /api/playbook/updatePlay')[0]!.body).toMatchObject({
      playbookId: 'pb-1',
      play: { id: 'play-1' },
    });

    document.body.innerHTML = '';
    const team = new DesignerEditor(savedPlay());
    renderScreen(team, { kind: 'team', teamId: 'team-1', srcPlaybookId: 'pb-9' });
    team.addFrame();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /api/playbook/saveSharedPlay')).toHaveLength(1));
    expect(api.calls('POST /api/playbook/saveSharedPlay')[0]!.body).toMatchObject({
      teamId: 'team-1',
      srcPlaybookId: 'pb-9',
      play: { id: 'play-1' },
    });
  });

  it('autosaves a saved play after its last change, marked as an autosave', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({
        'POST /api/playbook/updatePlay': { body: { id: 'play-1', lastModified: '2026-01-01T00:00:00Z' } },
      });
      const editor = new DesignerEditor(savedPlay());
      renderScreen(editor, { kind: 'own', playbookId: 'pb-1' });
      act(() => {
        editor.addFrame();
      });
      act(() => jest.advanceTimersByTime(AUTOSAVE_AFTER_MS - 10));
      expect(api.calls('POST /api/playbook/updatePlay')).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(20);
      });
      jest.useRealTimers();
      await waitFor(() => expect(api.calls('POST /api/playbook/updatePlay')).toHaveLength(1));
      expect(api.calls('POST /api/playbook/updatePlay')[0]!.body).toMatchObject({ autosave: true });
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi({});
    const editor = new DesignerEditor(savedPlay());
    const { router } = renderScreen(editor, { kind: 'own', playbookId: 'pb-1' });
    act(() => {
      editor.addFrame();
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await act(() => router.navigate('/feed'));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe('/playbook/play');
    await act(() => router.navigate('/feed'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    confirm.mockRestore();
  });

  it('undoes and redoes from the toolbar; a read-only play offers no Save', async () => {
    mockApi({});
    const editor = new DesignerEditor(savedPlay());
    const { user } = renderScreen(editor, { kind: 'own', playbookId: 'pb-1' });
    await user.click(screen.getByRole('button', { name: 'Add frame at end' }));
    expect(editor.play.frames).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor.play.frames).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(editor.play.frames).toHaveLength(2);
    await user.keyboard('{Control>}z{/Control}');
    expect(editor.play.frames).toHaveLength(1);

    document.body.innerHTML = '';
    renderScreen(new DesignerEditor(savedPlay(), { readOnly: true }), { kind: 'own', playbookId: 'pb-1' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });

  it('hides and shows the side panel (shown by default) and switches to playback and print', async () => {
    mockApi({});
    const { user } = renderScreen(new DesignerEditor(savedPlay()), { kind: 'own', playbookId: 'pb-1' });
    expect(screen.getByRole('complementary', { name: 'Side panel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide side panel' }));
    expect(screen.queryByRole('complementary', { name: 'Side panel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('region', { name: 'Playback' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByRole('region', { name: 'Print view' })).toBeInTheDocument();
  });

  describe('on a phone (up to 768 px wide)', () => {
    const desktop = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === PHONE_QUERY });
    });
    afterEach(() => {
      window.matchMedia = desktop;
    });

    it('gives the field the width: the palette and the side panel open as drawers from the toolbar', async () => {
      mockApi({});
      const editor = new DesignerEditor(savedPlay());
      const { user } = renderScreen(editor, { kind: 'own', playbookId: 'pb-1' });
      await user.click(await screen.findByRole('button', { name: 'Tools' }));
      expect(screen.queryByRole('complementary', { name: 'Side panel' })).toBeNull();
      expect(screen.getByTestId('designer-overlay')).toBeInTheDocument();

      const tools = screen.getByRole('dialog', { name: 'Tools' });
      await user.click(within(tools).getByRole('button', { name: 'Orange player' }));
      // Choosing a tool closes the drawer, so the field is free to place it.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tools' })).toBeNull());
      expect(editor.getSnapshot().tool).toEqual({ kind: 'player', type: 'ORANGEPLAYER' });

      await user.click(screen.getByRole('button', { name: 'Show side panel' }));
      const side = screen.getByRole('dialog', { name: 'Side panel' });
      await user.clear(within(side).getByLabelText('Name'));
      await user.type(within(side).getByLabelText('Name'), 'Phone play');
      expect(editor.play.name).toBe('Phone play');
      await user.click(within(side).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Side panel' })).toBeNull());
    });
  });
});
