import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../api/baseApi';
import type { BilledTeam } from './billing.types';

/** The store's dispatch as far as this needs it (the app's own type lives above the features). */
type ApiDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type PaidTeams = readonly Pick<BilledTeam, 'teamId' | 'plan'>[];

/** How often and how long a payment waits for teams to read its teams as paid on their plans. */
export const PAID_STATE_POLL_MS = 150;
export const PAID_STATE_TIMEOUT_MS = 15_000;

interface TeamsAnswer {
  owned?: { id: string; paid: boolean; plan: string | null }[];
  joined?: { id: string; paid: boolean; plan: string | null }[];
}

const paidStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** teams/retrieveTeams reduced to each team's paid flag and plan: what every team page's guard reads. */
    teamsPaidState: build.query<Record<string, { paid: boolean; plan: string | null }>, void>({
      query: () => 'teams/retrieveTeams',
      transformResponse: (answer: TeamsAnswer) =>
        Object.fromEntries(
          [...(answer.owned ?? []), ...(answer.joined ?? [])].map((team) => [
            team.id,
            { paid: team.paid, plan: team.plan },
          ]),
        ),
      keepUnusedDataFor: 0,
    }),
  }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until teams reads every team a payment paid for as paid, on the plan paid for, then lets the app's team
 * reads refetch. Billing answers once the payment is committed there; teams learns it from billing's
 * PaidStateChanged a moment later (and every other service from teams), so a read made at once (the app's team
 * list, refetched on success) still says unpaid, or on the old plan, and pages and first calls made from it are
 * refused. Answers false when teams has not caught up within the timeout (the app then goes on; its reads catch
 * up with the next refetch).
 */
export async function waitForPaidTeams(
  dispatch: ApiDispatch,
  teams: PaidTeams,
  { pollMs = PAID_STATE_POLL_MS, timeoutMs = PAID_STATE_TIMEOUT_MS } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let caughtUp = teams.length === 0;
  while (!caughtUp) {
    const read = dispatch(
      paidStateApi.endpoints.teamsPaidState.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    const state = await read
      .unwrap()
      .catch(() => ({}) as Record<string, { paid: boolean; plan: string | null }>);
    caughtUp = teams.every(
      (team) => state[team.teamId]?.paid === true && state[team.teamId]?.plan === team.plan,
    );
    if (caughtUp || Date.now() >= deadline) break;
    await sleep(pollMs);
  }
  dispatch(baseApi.util.invalidateTags([{ type: 'Teams', id: 'MINE' }]));
  return caughtUp;
}

/** waitForPaidTeams with the store's dispatch, for a page's payment handlers. */
export function useWaitForPaidTeams(): (teams: PaidTeams) => Promise<boolean> {
  const dispatch = useDispatch<ApiDispatch>();
  return useCallback((teams: PaidTeams) => waitForPaidTeams(dispatch, teams), [dispatch]);
}
