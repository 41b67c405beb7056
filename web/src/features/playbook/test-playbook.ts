import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeProgram, makeSession, makeTeam, teamsResponse } from '../../test/factories';
import type { Playbook, PlaybookFolder, PlaybookPlay } from './playbook.types';

/** Test builders for playbook answers shaped like the service's. */
export const ALL_ACTIONS = {
  rename: true,
  move: true,
  copy: true,
  share: true,
  delete: true,
  unshare: false,
};

export function makePlay(id: string, overrides: Partial<PlaybookPlay> = {}): PlaybookPlay {
  return {
    id,
    playbookId: 'pb-mine',
    folderId: null,
    position: null,
    hidden: false,
    name: `Play ${id}`,
    tags: [],
    createdDate: '2026-01-01T00:00:00.000Z',
    actions: ALL_ACTIONS,
    ...overrides,
  };
}

export function makeFolder(id: string, overrides: Partial<PlaybookFolder> = {}): PlaybookFolder {
  return {
    id,
    name: `Folder ${id}`,
    parentId: null,
    position: null,
    plays: [],
    folders: [],
    actions: ALL_ACTIONS,
    ...overrides,
  };
}

/** Top-level items are listed in the order given (the service answers them in display order). */
export function makePlaybook(
  plays: PlaybookPlay[],
  folders: PlaybookFolder[] = [],
  overrides: Partial<Playbook> = {},
): Playbook {
  return {
    id: 'pb-mine',
    type: 'personal',
    readOnly: false,
    fullAccess: true,
    items: [
      ...folders.filter((f) => f.parentId === null).map((f) => ({ kind: 'folder' as const, id: f.id })),
      ...plays.filter((p) => p.folderId === null).map((p) => ({ kind: 'play' as const, id: p.id })),
    ],
    plays,
    folders,
    ...overrides,
  };
}

/** The demo coach's session and a server answering the profile, the teams and the playbooks. */
export function servePlaybooks(
  personal: Playbook,
  team?: Playbook,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const session = makeSession();
  const program = makeProgram();
  const varsity = makeTeam(program, {
    id: 'team-1',
    name: 'Varsity',
    paid: true,
    members: { [session.user.id]: { role: 'COACH' } },
  });
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [varsity], programs: [program] }) },
    'GET /api/playbook/getMyPlaybook': { body: { playbook: personal } },
    // The list's posters name the user by this key (their images are not fetched in jsdom).
    'GET /api/playbook/posterKey': { body: { key: 'poster-key', expiresAt: '2026-12-04T00:00:00.000Z' } },
    ...(team ? { 'GET /api/playbook/getTeamPlaybook': { body: { playbook: team } } } : {}),
    ...handlers,
  });
  return { server, session };
}
