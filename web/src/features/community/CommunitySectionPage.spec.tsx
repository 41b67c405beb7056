import { screen, waitFor, within } from '@testing-library/react';
import { editionConfig } from '../../config/edition';
import { mockApi } from '../../test/fetch-mock';
import { signedOutState } from '../../test/factories';
import { renderApp } from '../../test/render';
import { communityPlaySummary } from './community-play.factory';

const play = (id: string, name: string, sport: string) =>
  communityPlaySummary({ id, name, sport, tags: ['press'] });

/** A section answer by the request's sport and page, recording what each request asked for. */
function sectionBySport() {
  const asked: string[] = [];
  mockApi({
    'GET /api/community/getCommunityPlaybook': ({ url }) => {
      const sport = url.searchParams.get('sport') ?? '';
      const page = Number(url.searchParams.get('page'));
      asked.push(`${url.searchParams.get('section')} ${page} ${sport}`);
      const plays =
        sport === 'football'
          ? [play(`fb-${page}`, `Four Verticals ${page}`, 'FOOTBALL_COLLEGE')]
          : sport === ''
            ? [play('bb-1', 'Horns', 'BASKETBALL_HS'), play('fb-1', 'Four Verticals 1', 'FOOTBALL_COLLEGE')]
            : [play(`bb-${page}`, `Zone Press ${page}`, 'BASKETBALL_WOMENS_COLLEGE')];
      return {
        body: { section: url.searchParams.get('section'), page, plays, estimatedPages: sport ? 3 : 7 },
      };
    },
  });
  return asked;
}

describe('CommunitySectionPage (/community/latest|popular|trending)', () => {
  it("lists the edition's sport family by default, page by page, with the sport on each card", async () => {
    const asked = sectionBySport();
    const { user, location } = renderApp('/community/latest', {
      preloadedState: signedOutState(),
      edition: editionConfig('football'),
    });
    const card = await screen.findByRole('article', { name: 'Four Verticals 1' });
    expect(within(card).getByText('Football')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Football' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Four Verticals 2' })).toBeInTheDocument();
    expect(location()).toBe('/community/latest?pg=2');
    expect(asked).toEqual(['LATEST 1 football', 'LATEST 2 football']);
  });

  it('All sports starts again at page 1, asks without a family, and paging keeps it in the URL', async () => {
    const asked = sectionBySport();
    const { user, location } = renderApp('/community/popular?pg=2', { preloadedState: signedOutState() });
    expect(await screen.findByRole('article', { name: 'Zone Press 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All sports' }));
    expect(await screen.findByRole('article', { name: 'Horns' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Horns' })).getByText('Basketball'),
    ).toBeInTheDocument();
    expect(location()).toBe('/community/popular?sport=all');
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await waitFor(() => expect(location()).toBe('/community/popular?sport=all&pg=7'));
    expect(asked).toEqual(['POPULAR 2 basketball', 'POPULAR 1 ', 'POPULAR 7 ']);
    expect(screen.getByRole('link', { name: 'Community home' })).toHaveAttribute(
      'href',
      '/community?sport=all',
    );
  });

  it("a shared link naming another family shows that family as a third choice, and back to the edition's", async () => {
    const asked = sectionBySport();
    const { user } = renderApp('/community/trending?sport=football', { preloadedState: signedOutState() });
    expect(await screen.findByRole('article', { name: 'Four Verticals 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Football' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Basketball' }));
    expect(await screen.findByRole('article', { name: 'Zone Press 1' })).toBeInTheDocument();
    expect(asked).toEqual(['TRENDING 1 football', 'TRENDING 1 basketball']);
  });
});
