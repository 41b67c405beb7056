import { createNewPlay } from '@chalktalk/domain';
import { screen } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { signedOutState } from '../../test/factories';
import { renderApp } from '../../test/render';
import { PUBLIC_LOAD_ERROR } from './PublicPlayPage';

describe('PublicPlayPage (/play?l=)', () => {
  it('plays a public play for a signed-out visitor, without a token', async () => {
    const play = createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { id: 'play-1', name: 'Horns' });
    const server = mockApi({
      'GET /api/playbook/getPublicSharedPlay': ({ url }) =>
        url.searchParams.get('linkId') === 'abc'
          ? { body: { play: JSON.parse(JSON.stringify(play)) } }
          : { status: 404 },
    });
    const { location } = renderApp('/play?l=abc', { preloadedState: signedOutState() });
    expect(await screen.findByRole('heading', { name: 'Horns' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /play|pause/i })).toBeInTheDocument();
    expect(location()).toBe('/play?l=abc');
    expect(server.calls('GET /api/playbook/getPublicSharedPlay')[0]!.headers.get('authorization')).toBeNull();
  });

  it('exports the GIF of the public play signed out, with the link id, and offers it when ready', async () => {
    const play = createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { id: 'play-1', name: 'Horns' });
    const gifUrl = 'http://localhost:8080/api/render/files/ab/abc/play.gif';
    const server = mockApi({
      'GET /api/playbook/getPublicSharedPlay': { body: { play: JSON.parse(JSON.stringify(play)) } },
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 2, nonce: 'n-1' } },
      'GET /api/playbook/checkGIFStatus': { body: { status: 'ready', gifUrl } },
    });
    const { user } = renderApp('/play?l=abc', { preloadedState: signedOutState() });
    await user.click(await screen.findByRole('button', { name: 'Download GIF' }));
    expect(await screen.findByRole('link', { name: 'Save the GIF' })).toHaveAttribute(
      'href',
      `${gifUrl}?download=Horns.gif`,
    );
    const exported = server.calls('GET /api/playbook/exportGIF')[0]!;
    expect(exported.headers.get('authorization')).toBeNull();
    const sent = server.fetchMock.mock.calls
      .map(([r]) => new URL(r.url))
      .find((u) => u.pathname.endsWith('exportGIF'))!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      playId: 'play-1',
      playbookId: 'abc',
      linkId: 'abc',
      name: 'Horns',
    });
  });

  it('shows the public-load error when the link is gone', async () => {
    mockApi({ 'GET /api/playbook/getPublicSharedPlay': errorReply(404, 'G004', 'Not found') });
    renderApp('/play?l=gone', { preloadedState: signedOutState() });
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLIC_LOAD_ERROR);
  });

  it('shows the same error without a link id and calls nothing', async () => {
    const server = mockApi({});
    renderApp('/play', { preloadedState: signedOutState() });
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLIC_LOAD_ERROR);
    expect(server.seen.filter((r) => r.path.includes('playbook'))).toHaveLength(0);
  });
});
