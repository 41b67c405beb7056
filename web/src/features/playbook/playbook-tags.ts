/**
 * The playbook lists' cache tags, in one place: the list's own calls (playbookApi) and every other feature whose
 * calls change what a list shows (the designer's saves and views, a community copy) invalidate by these, so a list
 * shows the change the next time it is on screen without refetching on every mount.
 */
export const PLAYBOOK_TAG = 'Playbook' as const;

/** The personal playbook (getMyPlaybook). */
export const MY_PLAYBOOK = { type: PLAYBOOK_TAG, id: 'MINE' } as const;

/** Every playbook list: for a change whose lists the caller cannot name (a play shared to teams it does not know). */
export const ALL_PLAYBOOKS = { type: PLAYBOOK_TAG, id: 'LIST' } as const;

/** One team's playbook (getTeamPlaybook). */
export const teamPlaybookTag = (teamId: string) => ({ type: PLAYBOOK_TAG, id: `team:${teamId}` });

/**
 * How old a list may be and still be shown as is when a page mounts it (ours). Changes made in this app reach the
 * lists through the tags above; this bounds changes made elsewhere (another device, another coach sharing to the
 * team) for a coach moving between pages, and keeps the start-up read for the app's first page (startSignedInReads
 * answers within seconds of the first mount).
 */
export const PLAYBOOK_LIST_FRESH_S = 60;

/**
 * The list pages' cache options: the age above, and a refetch when the app comes back to the foreground (a coach
 * switching back from a message that says "I shared the new set"). RTK Query also refetches on reconnect (baseApi).
 */
export const PLAYBOOK_LIST_CACHE = {
  refetchOnMountOrArgChange: PLAYBOOK_LIST_FRESH_S,
  refetchOnFocus: true,
} as const;
