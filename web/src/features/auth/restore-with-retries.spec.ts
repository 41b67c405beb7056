import { makeStore } from '../../app/store';
import { mockApi } from '../../test/fetch-mock';
import { makeSession } from '../../test/factories';
import { authApi } from './authApi';
import { signedOut } from './authSlice';
import { isRateLimited, RESTORE_MAX_WAIT_MS, restoreWithRetries } from './restore-with-retries';

const turnedAway = { error: { code: 'G001', message: 'Too many requests.', status: 429, ref: 'r' } };
const signedOutAnswer = { error: { code: 'G003', message: 'Unauthorized', status: 401, ref: 'r' } };

describe('restoreWithRetries', () => {
  it('asks again after each wait while the gateway turns the refresh away, then takes the session', async () => {
    const answers = [turnedAway, turnedAway, { session: 'ok' }];
    const waits: number[] = [];
    const restore = jest.fn(async () => {
      const next = answers.shift()!;
      if ('error' in next) throw next;
      return next;
    });
    const onGiveUp = jest.fn();
    await expect(
      restoreWithRetries(restore, {
        delaysMs: [20, 50, 100],
        wait: async (ms) => void waits.push(ms),
        onGiveUp,
      }),
    ).resolves.toEqual({ session: 'ok' });
    expect(restore).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([20, 50]);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it("waits the answer's Retry-After when it names one (up to the budget's minute), else the fixed step", async () => {
    const saying = (retryAfterS: number) => ({ error: { ...turnedAway.error, retryAfterS } });
    const answers: object[] = [saying(7), turnedAway, saying(600), { session: 'ok' }];
    const waits: number[] = [];
    const restore = jest.fn(async () => {
      const next = answers.shift()!;
      if ('error' in next) throw next;
      return next;
    });
    await restoreWithRetries(restore, {
      delaysMs: [20, 50, 100],
      wait: async (ms) => void waits.push(ms),
      onGiveUp: jest.fn(),
    });
    expect(waits).toEqual([7_000, 50, RESTORE_MAX_WAIT_MS]);
  });

  it('gives up after the last try was turned away too', async () => {
    const restore = jest.fn(async () => {
      throw turnedAway;
    });
    const onGiveUp = jest.fn();
    await expect(
      restoreWithRetries(restore, { delaysMs: [1, 2], wait: async () => undefined, onGiveUp }),
    ).rejects.toBe(turnedAway);
    expect(restore).toHaveBeenCalledTimes(3);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('takes any other failure as final at once (no session, offline)', async () => {
    const restore = jest.fn(async () => {
      throw signedOutAnswer;
    });
    const onGiveUp = jest.fn();
    await expect(
      restoreWithRetries(restore, { delaysMs: [1], wait: async () => undefined, onGiveUp }),
    ).rejects.toBe(signedOutAnswer);
    expect(restore).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('tells a 429 apart from other answers, wrapped by RTK Query or bare', () => {
    expect(isRateLimited(turnedAway)).toBe(true);
    expect(isRateLimited(turnedAway.error)).toBe(true);
    expect(isRateLimited(signedOutAnswer)).toBe(false);
    expect(isRateLimited(undefined)).toBe(false);
  });
});

describe('the session restore on load, through the store', () => {
  const restoreOnce = (store: ReturnType<typeof makeStore>) =>
    store.dispatch(authApi.endpoints.restoreSession.initiate()).unwrap();

  it('stays restoring when the refresh is turned away, and signs in when asked again', async () => {
    const session = makeSession();
    const answers = [
      { status: 429, body: { error: { code: 'G001', message: 'Too many requests.', ref: 'x' } } },
      { body: session },
    ];
    mockApi({ 'POST /api/account/refresh': () => answers.shift()! });
    const store = makeStore();
    const waits: number[] = [];
    const statuses: string[] = [];
    await restoreWithRetries(() => restoreOnce(store), {
      wait: async (ms) => {
        waits.push(ms);
        statuses.push(store.getState().auth.status);
      },
      onGiveUp: () => store.dispatch(signedOut()),
    });
    expect(statuses).toEqual(['restoring']);
    expect(waits).toEqual([2_000]);
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('tells onWait each wait before it starts, so the screen can count down', async () => {
    const turnedAwayFor = (seconds: string) => ({
      status: 429,
      headers: { 'retry-after': seconds },
      body: { error: { code: 'G001', message: 'Too many requests.', ref: 'x' } },
    });
    const answers = [turnedAwayFor('42'), turnedAwayFor('3'), { body: makeSession() }];
    mockApi({ 'POST /api/account/refresh': () => answers.shift()! });
    const store = makeStore();
    const told: number[] = [];
    const waited: number[] = [];
    await restoreWithRetries(() => restoreOnce(store), {
      wait: async (ms) => void waited.push(ms),
      onWait: (ms) => told.push(ms),
      onGiveUp: () => store.dispatch(signedOut()),
    });
    expect(told).toEqual([42_000, 3_000]);
    expect(waited).toEqual(told);
  });

  it('signs out when the server says there is no session', async () => {
    mockApi({
      'POST /api/account/refresh': {
        status: 401,
        body: { error: { code: 'G003', message: 'No session', ref: 'x' } },
      },
    });
    const store = makeStore();
    await expect(
      restoreWithRetries(() => restoreOnce(store), { onGiveUp: () => store.dispatch(signedOut()) }),
    ).rejects.toBeDefined();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it("stays restoring until the gateway's Retry-After has passed (fake timers), then signs in", async () => {
    jest.useFakeTimers();
    try {
      const session = makeSession();
      const answers = [
        {
          status: 429,
          headers: { 'retry-after': '7' },
          body: { error: { code: 'G001', message: 'Too many requests.', ref: 'x' } },
        },
        { body: session },
      ];
      const server = mockApi({ 'POST /api/account/refresh': () => answers.shift()! });
      const store = makeStore();
      const restored = restoreWithRetries(() => restoreOnce(store), {
        onGiveUp: () => store.dispatch(signedOut()),
      });
      await jest.advanceTimersByTimeAsync(6_900);
      expect(server.calls('POST /api/account/refresh')).toHaveLength(1);
      expect(store.getState().auth.status).toBe('restoring');
      await jest.advanceTimersByTimeAsync(100);
      await restored;
      expect(server.calls('POST /api/account/refresh')).toHaveLength(2);
      expect(store.getState().auth.status).toBe('signedIn');
    } finally {
      jest.useRealTimers();
    }
  });
});
