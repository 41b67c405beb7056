import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { createApi } from '@reduxjs/toolkit/query';
import { authSlice } from '../features/auth/authSlice';
import { createReloginGate, type ReloginGate } from '../features/auth/relogin/relogin-gate';
import { errorReply, mockApi } from '../test/fetch-mock';
import { makeSession, signedInState } from '../test/factories';
import { errorMessage, parseRetryAfter, toApiError } from './api-error';
import { createBaseQuery, RATE_LIMIT_DEFAULT_WAIT_S, RATE_LIMIT_MAX_WAIT_S } from './base-query';

function setup(gate?: ReloginGate) {
  const api = createApi({
    baseQuery: createBaseQuery({ retryDelay: () => 0 }),
    endpoints: (build) => ({
      teams: build.query<unknown, void>({ query: () => 'teams/retrieveTeams' }),
      leave: build.mutation<unknown, { teamId: string }>({
        query: (body) => ({ url: 'teams/leaveTeam', method: 'POST', body }),
      }),
    }),
  });
  const session = makeSession({ accessToken: 'old-token' });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer },
    preloadedState: signedInState(session),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: gate ? { relogin: gate } : undefined } }).concat(api.middleware),
  });
  return { api, store, session };
}

describe('toApiError', () => {
  it('keeps code, message, details and ref of a server error body', () => {
    const error = toApiError({
      status: 409,
      data: {
        error: {
          code: 'A004',
          message: 'An account with this email already exists.',
          details: { f: 1 },
          ref: 'abc',
        },
      },
    });
    expect(error).toEqual({
      code: 'A004',
      message: 'An account with this email already exists.',
      status: 409,
      details: { f: 1 },
      ref: 'abc',
    });
  });

  it("maps a non-200 reply without a code to the unknown error 'Non-200 response'", () => {
    expect(toApiError({ status: 500, data: { oops: true } })).toMatchObject({
      code: 'G999',
      message: 'Non-200 response',
    });
  });

  it("maps an unparsable 'Unauthorized' reply to G003 and other unparsable replies to G999", () => {
    const unauthorized = toApiError({
      status: 'PARSING_ERROR',
      originalStatus: 403,
      data: 'Unauthorized',
      error: 'x',
    });
    expect(unauthorized).toMatchObject({
      code: 'G003',
      message: 'You do not have permissions to access this.',
    });
    const garbage = toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' });
    expect(garbage.code).toBe('G999');
  });

  it("maps 'Failed to fetch' to G006 and says 'You are offline' when the browser is offline", () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({
      code: 'G006',
      message: 'Failed to fetch',
    });
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, false)).toMatchObject({
      code: 'G006',
      message: 'You are offline',
    });
  });

  it("shows invalid input by the server's field message rather than G001's generic text", () => {
    const error = toApiError({
      status: 400,
      data: {
        error: {
          code: 'G001',
          message: 'The request was invalid.',
          details: [{ path: 'email', message: 'Please enter a valid email address.' }],
          ref: 'r',
        },
      },
    });
    expect(errorMessage(error)).toBe('Please enter a valid email address.');
  });

  it("keeps the answer's Retry-After in seconds, given as seconds or as an HTTP date", () => {
    const tooMany = {
      status: 429,
      data: { error: { code: 'G001', message: 'Too many requests. Please wait a moment and try again.' } },
    } as const;
    expect(toApiError(tooMany, true, '17')).toMatchObject({ code: 'G001', status: 429, retryAfterS: 17 });
    expect(toApiError(tooMany, true, null)).not.toHaveProperty('retryAfterS');
    const now = Date.parse('2026-11-27T20:00:00Z');
    expect(parseRetryAfter('Fri, 27 Nov 2026 20:00:08 GMT', now)).toBe(8);
    expect(parseRetryAfter('Fri, 27 Nov 2026 19:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(' 5 ', now)).toBe(5);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it('gives every error a short reference id', () => {
    expect(toApiError({ status: 500, data: null }).ref).toMatch(/^[A-Z2-9]{6}$/);
  });
});

describe('createBaseQuery', () => {
  it('sends the bearer token and the credentials mode for the refresh cookie', async () => {
    const { api, store } = setup();
    const server = mockApi({ 'GET /api/teams/retrieveTeams': { body: { owned: [] } } });
    await store.dispatch(api.endpoints.teams.initiate());
    expect(server.seen[0].headers.get('authorization')).toBe('Bearer old-token');
    expect((server.fetchMock.mock.calls[0][0] as Request).credentials).toBe('include');
  });

  it('refreshes once on 401, stores the new session and retries with the new token', async () => {
    const { api, store } = setup();
    const fresh = makeSession({ accessToken: 'new-token' });
    const server = mockApi({
      'GET /api/teams/retrieveTeams': ({ headers }) =>
        headers.get('authorization') === 'Bearer new-token'
          ? { body: { owned: ['ok'] } }
          : errorReply(401, 'G003', 'You do not have permissions to access this.'),
      'POST /api/account/refresh': { body: fresh },
    });
    const result = await store.dispatch(api.endpoints.teams.initiate());
    expect(result.data).toEqual({ owned: ['ok'] });
    expect(server.calls('POST /api/account/refresh')).toHaveLength(1);
    expect(store.getState().auth.accessToken).toBe('new-token');
  });

  it('signs out and reports G003 when the refresh itself fails, without looping', async () => {
    const { api, store } = setup();
    const server = mockApi({
      'GET /api/teams/retrieveTeams': errorReply(401, 'G003', 'You do not have permissions to access this.'),
      'POST /api/account/refresh': errorReply(401, 'G003', 'You do not have permissions to access this.'),
    });
    const result = await store.dispatch(api.endpoints.teams.initiate());
    expect(result.error).toMatchObject({ code: 'G003' });
    expect(server.calls('POST /api/account/refresh')).toHaveLength(1);
    expect(server.calls('GET /api/teams/retrieveTeams')).toHaveLength(1);
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { api, store } = setup();
    const fresh = makeSession({ accessToken: 'new-token' });
    const server = mockApi({
      'GET /api/teams/retrieveTeams': ({ headers }) =>
        headers.get('authorization') === 'Bearer new-token'
          ? { body: {} }
          : { status: 401, text: 'Unauthorized' },
      'POST /api/teams/leaveTeam': ({ headers }) =>
        headers.get('authorization') === 'Bearer new-token'
          ? { body: {} }
          : { status: 401, text: 'Unauthorized' },
      'POST /api/account/refresh': { body: fresh },
    });
    await Promise.all([
      store.dispatch(api.endpoints.teams.initiate()),
      store.dispatch(api.endpoints.leave.initiate({ teamId: 't1' })),
    ]);
    expect(server.calls('POST /api/account/refresh')).toHaveLength(1);
  });

  it('retries reads up to 3 attempts on a known network error', async () => {
    const { api, store } = setup();
    let attempts = 0;
    mockApi({
      'GET /api/teams/retrieveTeams': () => {
        attempts++;
        if (attempts < 3) throw new TypeError('Failed to fetch');
        return { body: { owned: [] } };
      },
    });
    const result = await store.dispatch(api.endpoints.teams.initiate());
    expect(attempts).toBe(3);
    expect(result.data).toEqual({ owned: [] });
  });

  it('stops after 3 attempts and reports G006', async () => {
    const { api, store } = setup();
    const server = mockApi({});
    const result = await store.dispatch(api.endpoints.teams.initiate());
    expect(server.fetchMock).toHaveBeenCalledTimes(3);
    expect(result.error).toMatchObject({ code: 'G006', message: 'Failed to fetch' });
  });

  it('does not retry reads on a server error with a code, nor any mutation', async () => {
    const { api, store } = setup();
    const server = mockApi({
      'GET /api/teams/retrieveTeams': errorReply(404, 'G004', 'Not found'),
    });
    await store.dispatch(api.endpoints.teams.initiate());
    await store.dispatch(api.endpoints.leave.initiate({ teamId: 't1' }));
    expect(server.calls('GET /api/teams/retrieveTeams')).toHaveLength(1);
    expect(server.calls('POST /api/teams/leaveTeam')).toHaveLength(1);
  });

  it('holds concurrent A009 answers behind one re-login dialog and repeats each call after it', async () => {
    const gate = createReloginGate();
    const { api, store } = setup(gate);
    let reauthenticated = false;
    const answer = () =>
      reauthenticated
        ? { body: { ok: true } }
        : errorReply(401, 'A009', 'For your security, please log in again to continue.');
    const server = mockApi({ 'GET /api/teams/retrieveTeams': answer, 'POST /api/teams/leaveTeam': answer });
    const both = Promise.all([
      store.dispatch(api.endpoints.teams.initiate()),
      store.dispatch(api.endpoints.leave.initiate({ teamId: 't1' })),
    ]);
    await waitFor(() => expect(store.getState().auth.relogin).toBe('recentLogin'));
    expect(server.calls('POST /api/account/refresh')).toHaveLength(0);

    reauthenticated = true;
    gate.settle(true);
    const [read, change] = await both;
    expect(read.data).toEqual({ ok: true });
    expect(change.data).toEqual({ ok: true });
    expect(server.seen).toHaveLength(4);
  });

  it('answers A009 to the caller when the re-login dialog is dismissed', async () => {
    const gate = createReloginGate();
    const { api, store } = setup(gate);
    mockApi({
      'POST /api/teams/leaveTeam': errorReply(
        401,
        'A009',
        'For your security, please log in again to continue.',
      ),
    });
    const pending = store.dispatch(api.endpoints.leave.initiate({ teamId: 't1' }));
    await waitFor(() => expect(store.getState().auth.relogin).toBe('recentLogin'));
    gate.settle(false);
    expect((await pending).error).toMatchObject({ code: 'A009' });
  });

  it('does not refresh on an account answer with a 401 (a wrong password is not an expired token)', async () => {
    const { api, store } = setup(createReloginGate());
    const server = mockApi({
      'POST /api/teams/leaveTeam': errorReply(401, 'A006', 'The password is incorrect.'),
    });
    await store.dispatch(api.endpoints.leave.initiate({ teamId: 't1' }));
    expect(server.calls('POST /api/account/refresh')).toHaveLength(0);
  });

  describe('a read turned away for the request budget (429)', () => {
    const turnedAway = (retryAfter?: string) => ({
      ...errorReply(429, 'G001', 'Too many requests. Please wait a moment and try again.'),
      ...(retryAfter === undefined ? {} : { headers: { 'retry-after': retryAfter } }),
    });

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** The read's calls after `ms` more of fake time. */
    async function callsAfter(server: ReturnType<typeof mockApi>, key: string, ms: number) {
      await jest.advanceTimersByTimeAsync(ms);
      return server.calls(key).length;
    }

    it('is asked again once Retry-After has passed, not before', async () => {
      const { api, store } = setup();
      const answers = [turnedAway('3'), { body: { owned: ['ok'] } }];
      const server = mockApi({ 'GET /api/teams/retrieveTeams': () => answers.shift()! });
      const pending = store.dispatch(api.endpoints.teams.initiate());
      expect(await callsAfter(server, 'GET /api/teams/retrieveTeams', 2_900)).toBe(1);
      expect(await callsAfter(server, 'GET /api/teams/retrieveTeams', 200)).toBe(2);
      expect((await pending).data).toEqual({ owned: ['ok'] });
    });

    it('waits the default without a Retry-After, and answers the 429 after the third attempt', async () => {
      const { api, store } = setup();
      const server = mockApi({ 'GET /api/teams/retrieveTeams': () => turnedAway() });
      const pending = store.dispatch(api.endpoints.teams.initiate());
      const wait = RATE_LIMIT_DEFAULT_WAIT_S * 1000;
      expect(await callsAfter(server, 'GET /api/teams/retrieveTeams', wait - 100)).toBe(1);
      expect(await callsAfter(server, 'GET /api/teams/retrieveTeams', 100)).toBe(2);
      expect(await callsAfter(server, 'GET /api/teams/retrieveTeams', wait)).toBe(3);
      expect(await callsAfter(server, 'GET /api/teams/retrieveTeams', 60_000)).toBe(3);
      expect((await pending).error).toMatchObject({
        code: 'G001',
        status: 429,
        message: 'Too many requests. Please wait a moment and try again.',
      });
    });

    it('answers at once when Retry-After is beyond the longest wait (asking sooner would be turned away)', async () => {
      const { api, store } = setup();
      const beyond = String(RATE_LIMIT_MAX_WAIT_S + 20);
      const server = mockApi({ 'GET /api/teams/retrieveTeams': turnedAway(beyond) });
      const pending = store.dispatch(api.endpoints.teams.initiate());
      await jest.advanceTimersByTimeAsync(0);
      expect((await pending).error).toMatchObject({ status: 429, retryAfterS: RATE_LIMIT_MAX_WAIT_S + 20 });
      expect(server.calls('GET /api/teams/retrieveTeams')).toHaveLength(1);
    });

    it('never repeats a write: its caller gets the 429 with the wait', async () => {
      const { api, store } = setup();
      const server = mockApi({ 'POST /api/teams/leaveTeam': turnedAway('2') });
      const pending = store.dispatch(api.endpoints.leave.initiate({ teamId: 't1' }));
      expect(await callsAfter(server, 'POST /api/teams/leaveTeam', 30_000)).toBe(1);
      const { error } = (await pending) as { error: unknown };
      expect(error).toMatchObject({ code: 'G001', status: 429, retryAfterS: 2 });
      expect(errorMessage(error)).toBe('Too many requests. Please wait a moment and try again.');
    });
  });
});
