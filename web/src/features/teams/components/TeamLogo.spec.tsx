import { fireEvent, screen } from '@testing-library/react';
import { makeProgram, makeTeam } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { TeamLogo, teamInitials } from './TeamLogo';

const program = makeProgram();

describe('TeamLogo', () => {
  it("shows the team's own logo when it has one", () => {
    const team = makeTeam(program, { name: 'North Hawks', logoUrl: '/api/teams/entityLogo?entityId=t&v=2' });
    renderWithProviders(<TeamLogo team={team} />);
    expect(screen.getByRole('img', { name: 'North Hawks logo' })).toHaveAttribute(
      'src',
      '/api/teams/entityLogo?entityId=t&v=2',
    );
  });

  it('falls back to the initials titled with the sport when there is no logo', () => {
    const team = makeTeam(program, { name: 'North Hawks', logoUrl: null });
    renderWithProviders(<TeamLogo team={team} />);
    expect(screen.queryByRole('img')).toBeNull();
    const fallback = screen.getByTestId(`team-logo-fallback-${team.id}`);
    expect(fallback).toHaveTextContent('NH');
    expect(fallback).toHaveAttribute('title', 'High School Basketball');
  });

  it('falls back when the logo cannot be fetched: a missing logo is not an error', () => {
    const team = makeTeam(program, { name: 'Varsity', logoUrl: '/api/teams/entityLogo?entityId=gone&v=1' });
    renderWithProviders(<TeamLogo team={team} />);
    fireEvent.error(screen.getByRole('img', { name: 'Varsity logo' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId(`team-logo-fallback-${team.id}`)).toHaveTextContent('V');
  });

  it('makes initials from up to two words, or the sport when the name has no letters', () => {
    expect(teamInitials({ name: 'riverside junior varsity', sport: 'BASKETBALL_HS' })).toBe('RJ');
    expect(teamInitials({ name: '—', sport: 'FOOTBALL_HS' })).toBe('H');
  });
});
