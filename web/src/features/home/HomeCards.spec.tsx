import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { OnboardingChecklist } from './OnboardingChecklist';
import { RecentPlays } from './RecentPlays';

const session = makeSession();
const userId = session.user.id;

function playbookWith(plays: { id: string; name: string; lastModified: string }[]) {
  return {
    playbook: {
      id: 'book-1',
      type: 'personal',
      readOnly: false,
      items: plays.map((play) => ({ kind: 'play', id: play.id })),
      folders: [],
      plays: plays.map((play) => ({
        ...play,
        playbookId: 'book-1',
        folderId: null,
        position: null,
        hidden: false,
        createdDate: '2026-01-01T00:00:00.000Z',
        sport: 'BASKETBALL_HS',
        type: 'HALF_FIELD',
        fieldType: 'HALF_FIELD',
        tags: [],
        description: '',
      })),
    },
  };
}

describe('home: onboarding checklist', () => {
  it('lists the no-team steps, done from the profile flags', async () => {
    mockApi({
      'GET /api/account/getProfile': {
        body: { ...makeProfile(session.user), profileFlags: { CREATED_FIRST_PLAY: true } },
      },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    });
    renderWithProviders(<OnboardingChecklist />, { preloadedState: signedInState(session) });
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(card).toHaveTextContent('1 of 3 done');
    expect(card).toHaveTextContent('Design your first play (done)');
    expect(card).toHaveTextContent('Tell other coaches about Chalktalk');
    expect(card).toHaveTextContent('Follow Chalktalk for coaching tips');
  });

  it('gives a coach of a paid team the coach steps and sets INVITED_TEAM once the team has members', async () => {
    const program = makeProgram();
    const team = makeTeam(program, {
      ownerId: userId,
      paid: true,
      plan: 'COMPLETE',
      members: { 'player-1': { role: 'PLAYER' } },
    });
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [team], programs: [program] }) },
      'POST /api/account/setProfileFlag': ({ body }) => ({
        body: { ...makeProfile(session.user), profileFlags: { [(body as { flag: string }).flag]: true } },
      }),
    });
    renderWithProviders(<OnboardingChecklist />, { preloadedState: signedInState(session) });
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(card).toHaveTextContent('Share a play with your team');
    expect(card).toHaveTextContent('Invite your team');
    expect(card).toHaveTextContent('Add your first event');
    expect(card).toHaveTextContent('Install the app on your phone');
    await waitFor(() =>
      expect(server.calls('POST /api/account/setProfileFlag')[0]?.body).toEqual({
        flag: 'INVITED_TEAM',
        value: true,
      }),
    );
  });

  it('Hide sets HIDE_PROFILE_SETUP, and the list is gone', async () => {
    const server = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
      'POST /api/account/setProfileFlag': {
        body: { ...makeProfile(session.user), profileFlags: { HIDE_PROFILE_SETUP: true } },
      },
    });
    const { user } = renderWithProviders(<OnboardingChecklist />, { preloadedState: signedInState(session) });
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument(),
    );
    expect(server.calls('POST /api/account/setProfileFlag')[0]!.body).toEqual({
      flag: 'HIDE_PROFILE_SETUP',
      value: true,
    });
  });
});

describe('home: recent plays', () => {
  it('links the three plays touched last, newest first, into the editor', async () => {
    mockApi({
      'GET /api/playbook/getMyPlaybook': {
        body: playbookWith([
          { id: 'p1', name: 'Oldest', lastModified: '2026-01-01T00:00:00.000Z' },
          { id: 'p2', name: 'Newest', lastModified: '2026-03-01T00:00:00.000Z' },
          { id: 'p3', name: 'Middle', lastModified: '2026-02-01T00:00:00.000Z' },
          { id: 'p4', name: 'Second', lastModified: '2026-02-15T00:00:00.000Z' },
        ]),
      },
    });
    renderWithProviders(<RecentPlays />, { preloadedState: signedInState(session) });
    const card = await screen.findByRole('region', { name: 'Recent plays' });
    const links = await waitFor(() => {
      const found = card.querySelectorAll('a');
      expect(found).toHaveLength(3);
      return [...found];
    });
    expect(links.map((link) => link.textContent)).toEqual(['Newest', 'Second', 'Middle']);
    expect(links[0]).toHaveAttribute('href', '/playbook/play?p=p2');
  });
});
