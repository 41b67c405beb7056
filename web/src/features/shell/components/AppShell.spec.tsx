import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { mockApi } from '../../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import type { Program } from '../../teams/teams.types';
import { PHONE_QUERY } from '../../../theme/use-phone-layout';
import { AppShell } from './AppShell';

function setup(program: Program) {
  const session = makeSession();
  const team = makeTeam(program, { name: 'Varsity', paid: true, ownerId: session.user.id });
  mockApi({
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [team], programs: [program] }) },
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
  });
  const view = renderWithProviders(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={<p>Page</p>} />
      </Route>
    </Routes>,
    { preloadedState: signedInState(session), route: `/feed?t=${team.id}` },
  );
  return view;
}

/** The CSS variables the kit's MantineProvider writes for the current theme. */
function themeVariables(): string {
  return [...document.querySelectorAll('style[data-mantine-styles]')]
    .map((style) => style.textContent)
    .join('');
}

describe('AppShell branding (spec 3 §6)', () => {
  it("paints the chrome in the active team's program colours, dark text on a light colour", async () => {
    const view = setup(
      makeProgram({ plan: 'COMPLETE', paid: true, colorPrimary: '#1f4e9c', colorSecondary: '#ffeb3b' }),
    );
    await screen.findByText('Page');
    await waitFor(() => expect(themeVariables()).toContain('--mantine-color-brand-6: #1f4e9c'));
    expect(themeVariables()).toContain('--mantine-color-accent-6: #ffeb3b');
    expect(themeVariables()).toContain('--color-on-primary: #ffffff');
    expect(themeVariables()).toContain('--color-on-secondary: #000229');
    // Leaving the signed-in shell puts the defaults back.
    view.unmount();
    expect(themeVariables()).not.toContain('#1f4e9c');
  });

  it('keeps the theme defaults on the Basic plan', async () => {
    setup(makeProgram({ plan: 'BASIC', paid: true, colorPrimary: '#1f4e9c', colorSecondary: '#ffeb3b' }));
    await screen.findByRole('button', { name: /Varsity/ });
    expect(themeVariables()).toContain('--mantine-color-brand-6: #000229');
    expect(themeVariables()).toContain('--mantine-color-accent-6: #ff4f00');
    expect(themeVariables()).not.toContain('#1f4e9c');
  });
});

/** Makes the phone media query match for one test (jsdom matches none by default: the desktop layout). */
function onPhone() {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === PHONE_QUERY });
  return () => {
    window.matchMedia = desktop;
  };
}

describe('AppShell layouts (issue 13)', () => {
  const program = makeProgram({ plan: 'COMPLETE', paid: true });
  const navLabels = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('button', { name: /Varsity/ });
    return [...nav.querySelectorAll('a, button')].map((item) => item.textContent);
  };

  it('desktop: the left navbar has the team pages of spec 1 §2 and the header has the search box', async () => {
    setup(program);
    expect(await navLabels()).toEqual([
      'Home',
      'Search',
      'Playbook',
      'Schedule',
      'Roster',
      'Documents',
      'Community',
      'Profile',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('phone: the bottom navbar has Home, Search, Playbook, Community, Profile; search opens under the header', async () => {
    const restore = onPhone();
    try {
      const { user } = setup(program);
      expect(await navLabels()).toEqual(['Home', 'Search', 'Playbook', 'Community', 'Profile']);
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await user.click(within(nav).getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveFocus();
    } finally {
      restore();
    }
  });
});
