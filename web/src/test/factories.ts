import { defaultTemplate } from '@chalktalk/domain';
import { SIGNED_OUT, type SessionPayload, type AuthState } from '../features/auth/authSlice';
import type { TeamDocument } from '../features/documents/documents.types';
import type { EvaluationTemplate } from '../features/evaluations/evaluations.types';
import type { FeedPost } from '../features/feed/feed.types';
import type { Profile } from '../features/profile/profile.types';
import type { Program, RetrieveTeamsResponse, Team } from '../features/teams/teams.types';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function makeUser(overrides: Partial<SessionPayload['user']> = {}): SessionPayload['user'] {
  const id = nextId('user');
  return { id, email: `${id}@example.com`, firstName: 'Casey', lastName: 'Coach', ...overrides };
}

export function makeSession(overrides: Partial<SessionPayload> = {}): SessionPayload {
  return { user: makeUser(), accessToken: nextId('token'), expiresIn: 900, ...overrides };
}

export function signedInState(session: SessionPayload = makeSession()): { auth: AuthState } {
  return {
    auth: {
      status: 'signedIn',
      user: session.user,
      accessToken: session.accessToken,
      relogin: null,
      loggedOutFrom: null,
      restoreRetryAt: null,
    },
  };
}

export const signedOutState = (): { auth: AuthState } => ({ auth: { ...SIGNED_OUT } });

export function makeProgram(overrides: Partial<Program> = {}): Program {
  return {
    id: nextId('program'),
    name: 'Central High',
    plan: null,
    paid: false,
    colorPrimary: null,
    colorSecondary: null,
    teams: [],
    ...overrides,
  };
}

export function makeTeam(program: Program, overrides: Partial<Team> = {}): Team {
  const team: Team = {
    id: nextId('team'),
    name: 'Varsity',
    sport: 'BASKETBALL_HS',
    programId: program.id,
    plan: null,
    paid: false,
    ownerId: 'someone-else',
    members: {},
    admins: {},
    flags: {},
    createdDate: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
  program.teams.push(team.id);
  return team;
}

export function teamsResponse(parts: Partial<RetrieveTeamsResponse> = {}): RetrieveTeamsResponse {
  return { owned: [], joined: [], programs: [], pendingJoin: [], ...parts };
}

export function makeProfile(
  user: SessionPayload['user'] = makeUser(),
  overrides: {
    basicDetails?: Partial<Profile['basicDetails']>;
    settings?: Partial<Profile['settings']>;
  } = {},
): Profile {
  return {
    basicDetails: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: false,
      createdDate: '2025-01-01T00:00:00.000Z',
      lastAccess: '2025-02-01T00:00:00.000Z',
      ...overrides.basicDetails,
    },
    settings: { favoriteTeams: {}, notifications: {}, notificationDevices: [], ...overrides.settings },
    profileFlags: {},
  };
}

/** A team's link document, as getDocuments answers it. */
export function makeTeamDocument(overrides: Partial<TeamDocument> = {}): TeamDocument {
  return {
    id: nextId('doc'),
    teamId: 'team-1',
    type: 'link',
    name: 'Press break',
    path: '',
    url: 'https://example.com/press',
    fileName: null,
    fileKind: null,
    fileSize: null,
    previewImage: null,
    description: null,
    readOnly: false,
    uploadedBy: 'u-1',
    uploadedAt: '2026-11-01T10:00:00.000Z',
    requestAcknowledgement: [],
    acknowledgements: {},
    actions: [],
    ...overrides,
  };
}

/** A team feed post by `author`, as getFeedPosts answers it. */
export function makeFeedPost(author: SessionPayload['user'], overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    id: nextId('post'),
    teamId: 'team-1',
    audience: 'TEAM',
    eventId: null,
    content: { type: 'doc', content: [] },
    author: { id: author.id, name: `${author.firstName} ${author.lastName}` },
    createdDate: '2026-11-27T10:00:00.000Z',
    updatedDate: '2026-11-27T10:00:00.000Z',
    videoUrl: null,
    videoDetails: null,
    likes: {},
    likeCount: 0,
    likedByMe: false,
    comments: [],
    commentCount: 0,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

/** A basketball evaluation template on the five-point scale, as getEvaluationTemplates answers it. */
export function makeEvaluationTemplate(overrides: Partial<EvaluationTemplate> = {}): EvaluationTemplate {
  return {
    ...defaultTemplate('basketball', 'FIVE_POINT'),
    id: nextId('tpl'),
    teamId: 'team',
    version: 1,
    createdDate: '2026-01-01T00:00:00Z',
    lastModified: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
