/** The global search results page (issue 19; not in spec 1 §2's route table: see the search README, "Decisions"). */
export const SEARCH_PAGE = '/search';

/** The address of the results of `query`: q carries the text, so back, forward and reload keep it. */
export function searchPagePath(query: string): string {
  const q = query.trim();
  return q ? `${SEARCH_PAGE}?${new URLSearchParams({ q }).toString()}` : SEARCH_PAGE;
}
