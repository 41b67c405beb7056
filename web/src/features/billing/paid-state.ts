import { baseApi } from '../../api/baseApi';
import type { AppDispatch } from '../../app/store';

/** How often and how long a payment waits for teams to read its teams as paid. */
export const PAID_STATE_POLL_MS = 150;
export const PAID_STATE_TIMEOUT_MS = 15_000;

interface TeamsPaidAnswer {
  owned?: { id: string; paid: boolean }[];
  joined?: { id: string; paid: boolean }[];
}

const paidStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** teams/retrieveTeams reduced to each team's paid flag: the read every team page's guard is fed from. */
    teamsPaidState: build.query<Record<string, boolean>, void>({
      query: () => 'teams/retrieveTeams',
      transformResponse: (answer: TeamsPaidAnswer) =>
        Object.fromEntries(
          [...(answer.owned ?? []), ...(answer.joined ?? [])].map((team) => [team.id, team.paid]),
        ),
      keepUnusedDataFor: 0,
    }),
  }),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until teams reads every one of the payment's teams as paid, then lets the app's team reads refetch.
 * Billing answers a payment once it is committed there; teams learns it from billing's PaidStateChanged a moment
 * later (and every other service from teams), so a read made at once (the app's team list, refetched on success)
 * still says unpaid, and pages and first calls made from it are refused. Answers false when the teams are not
 * paid within the timeout (the app then goes on; its reads catch up with the next refetch).
 */
export async function waitForPaidTeams(
  dispatch: AppDispatch,
  teamIds: readonly string[],
  { pollMs = PAID_STATE_POLL_MS, timeoutMs = PAID_STATE_TIMEOUT_MS } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let paid = teamIds.length === 0;
  while (!paid) {
    const read = dispatch(
      paidStateApi.endpoints.teamsPaidState.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    const state = await read.unwrap().catch(() => ({}) as Record<string, boolean>);
    paid = teamIds.every((teamId) => state[teamId] === true);
    if (paid || Date.now() >= deadline) break;
    await sleep(pollMs);
  }
  dispatch(baseApi.util.invalidateTags([{ type: 'Teams', id: 'MINE' }]));
  return paid;
}
