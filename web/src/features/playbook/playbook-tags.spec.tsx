import { playTesting } from '@chalktalk/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeProfile, signedInState } from '../../test/factories';
import { renderApp } from '../../test/render';
import { makePlay, makePlaybook, servePlaybooks } from './test-playbook';
import type { Playbook } from './playbook.types';

/**
 * The lists learn the designer's changes through the 'Playbook' cache tags (playbook-tags.ts): a round trip list →
 * designer → list in one store, the server's playbooks changed by the designer's calls, no reload in between.
 */
function serve() {
  const personal: Playbook = makePlaybook([makePlay('p1', { name: 'Horns' })]);
  const team: Playbook = makePlaybook(
    [makePlay('t1', { name: 'Flex', playbookId: 'pb-coach', unviewed: true })],
    [],
    { id: 'pb-team', type: 'team', teamId: 'team-1' },
  );
  const stored = (id: string, name: string, playbookId: string) => ({
    ...playTesting.passingPlay(),
    id,
    name,
    new: false,
    playbookId,
  });
  // The lists answer the playbooks as they are at each request (mockApi serializes the reply then).
  const { server, session } = servePlaybooks(personal, team, {
    'GET /api/playbook/getPlay': { body: { play: stored('p1', 'Horns', personal.id), readOnly: false } },
    'POST /api/playbook/updatePlay': ({ body }) => {
      const { play } = body as { play: { id: string; name: string } };
      personal.plays.find((row) => row.id === play.id)!.name = play.name;
      return { body: { id: play.id, lastModified: '2026-02-01T00:00:00.000Z' } };
    },
    'POST /api/playbook/saveNewPlay': ({ body }) => {
      const { play } = body as { play: { name: string } };
      personal.plays.push(makePlay('p2', { name: play.name }));
      personal.items.push({ kind: 'play', id: 'p2' });
      return { body: { id: 'p2' } };
    },
    'POST /api/account/setProfileFlag': { body: makeProfile() },
    'GET /api/playbook/getSharedPlay': () => {
      team.plays[0]!.unviewed = false; // the service records the view
      return { body: { play: stored('t1', 'Flex', 'pb-coach'), readOnly: true } };
    },
  });
  const fetches = (call: string) => server.calls(`GET /api/playbook/${call}`).length;
  return { session, server, fetches };
}

describe('the playbook lists after the designer', () => {
  it('show a play renamed and saved in the designer when the coach goes back to /playbook', async () => {
    const { session, server, fetches } = serve();
    const { user, router } = renderApp('/playbook?t=team-1', { preloadedState: signedInState(session) });
    await user.click(await screen.findByRole('link', { name: 'Horns' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Horns Twist');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST /api/playbook/updatePlay')).toHaveLength(1));
    const before = fetches('getMyPlaybook');
    await act(() => router.navigate('/playbook?t=team-1'));
    expect(await screen.findByRole('link', { name: 'Horns Twist' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Horns' })).not.toBeInTheDocument();
    expect(fetches('getMyPlaybook')).toBe(before + 1);
  });

  it('show a new play saved in the designer in My Playbook', async () => {
    const { session } = serve();
    const { user, router } = renderApp('/playbook?t=team-1', { preloadedState: signedInState(session) });
    await user.click(await screen.findByRole('link', { name: 'New play' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Box set');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toContain('p=p2'));
    await act(() => router.navigate('/playbook?t=team-1'));
    expect(await screen.findByRole('link', { name: 'Box set' })).toBeInTheDocument();
  });

  it("clear a team play's unviewed mark once the designer has opened it (the view it records)", async () => {
    const { session, fetches } = serve();
    const { user, router } = renderApp('/playbook?pb=team&t=team-1', {
      preloadedState: signedInState(session),
    });
    const row = (await screen.findByRole('link', { name: 'Flex' })).closest('li')!;
    expect(within(row).getByLabelText('Unviewed')).toBeInTheDocument();
    const before = fetches('getTeamPlaybook');
    await user.click(screen.getByRole('link', { name: 'Flex' }));
    await waitFor(() => expect(fetches('getSharedPlay')).toBe(1));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Flex');
    await act(() => router.navigate('/playbook?pb=team&t=team-1'));
    await waitFor(() => expect(fetches('getTeamPlaybook')).toBe(before + 1));
    const again = (await screen.findByRole('link', { name: 'Flex' })).closest('li')!;
    await waitFor(() => expect(within(again).queryByLabelText('Unviewed')).not.toBeInTheDocument());
  });
});
