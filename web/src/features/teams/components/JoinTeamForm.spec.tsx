import { screen } from '@testing-library/react';
import { errorReply, mockApi } from '../../../test/fetch-mock';
import { signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { JoinTeamForm } from './JoinTeamForm';

const render = () => renderWithProviders(<JoinTeamForm />, { preloadedState: signedInState() });

describe('JoinTeamForm', () => {
  it('upper-cases the key and keeps at most 8 characters', async () => {
    mockApi({});
    const { user } = render();
    const input = screen.getByLabelText('Team key');
    await user.type(input, 'abcd1234xyz');
    expect(input).toHaveValue('ABCD1234');
  });

  it("asks for a key when it is empty: 'Please enter a team key'", async () => {
    const server = mockApi({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a team key');
    expect(server.seen).toHaveLength(0);
  });

  it('sends the key and reports the role joined as', async () => {
    const server = mockApi({
      'POST /api/teams/joinTeam': {
        body: { joinedTeams: [{ id: 't1', name: 'Varsity' }], joinedAs: 'COACH', pending: false },
      },
    });
    const { user } = render();
    await user.type(screen.getByLabelText('Team key'), 'ab12cd34');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully joined Varsity as a coach');
    expect(server.calls('POST /api/teams/joinTeam')[0].body).toEqual({ teamKey: 'AB12CD34' });
  });

  it('tells a pending member that the coach will review', async () => {
    mockApi({
      'POST /api/teams/joinTeam': { body: { joinedTeams: ['Varsity'], joinedAs: 'PLAYER', pending: true } },
    });
    const { user } = render();
    await user.type(screen.getByLabelText('Team key'), 'KEY1');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your coach needs to review your membership. Check back later.',
    );
  });

  it.each([
    ['G004', 404, 'No team found with this code'],
    ['T002', 409, 'This team is already full'],
    ['T004', 409, 'You are already joined to this team'],
    ['T005', 409, 'You are already a member of a paid team.'],
    ['G999', 500, 'An error occurred'],
  ])('maps %s to %s', async (code, status, message) => {
    mockApi({ 'POST /api/teams/joinTeam': errorReply(status as number, code as string, 'server text') });
    const { user } = render();
    await user.type(screen.getByLabelText('Team key'), 'KEY1');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message as string);
  });
});
