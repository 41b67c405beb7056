import { screen, waitFor } from '@testing-library/react';
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
  const shell = () => view.container.querySelector<HTMLElement>('.app-shell')!;
  return { ...view, shell };
}

describe('AppShell branding (spec 3 §6)', () => {
  it("paints the chrome in the active team's program colours, dark text on a light colour", async () => {
    const { shell } = setup(
      makeProgram({ plan: 'COMPLETE', paid: true, colorPrimary: '#1f4e9c', colorSecondary: '#ffeb3b' }),
    );
    await screen.findByText('Page');
    await waitFor(() => expect(shell()).toHaveClass('app-shell--branded'));
    expect(shell().style.getPropertyValue('--color-primary')).toBe('#1f4e9c');
    expect(shell().style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    expect(shell().style.getPropertyValue('--color-secondary')).toBe('#ffeb3b');
    expect(shell().style.getPropertyValue('--color-on-secondary')).toBe('#000229');
  });

  it('keeps the theme defaults on the Basic plan', async () => {
    const { shell } = setup(
      makeProgram({ plan: 'BASIC', paid: true, colorPrimary: '#1f4e9c', colorSecondary: '#ffeb3b' }),
    );
    await screen.findByRole('button', { name: /Varsity/ });
    expect(shell()).not.toHaveClass('app-shell--branded');
    expect(shell().style.getPropertyValue('--color-primary')).toBe('');
  });
});
