import { eventWhen } from '../schedule/event-labels';
import type { GlobalSearchAnswer, SearchGroup } from './searchApi';

/** 'Data from inactive teams is not searchable.' (spec 1 §2), always under the results. */
export const INACTIVE_NOTE = 'Data from inactive teams is not searchable.';
export const NO_RESULTS = 'No results found';
export const SEARCH_UNAVAILABLE = 'Search is not available right now.';
export const SEARCH_PLACEHOLDER = 'Search posts, events, roster and plays';

/** Results a group shows in the header's palette; the results page shows the whole answer (up to 10 a group). */
export const PALETTE_PREVIEW_SIZE = 3;

export const GROUP_LABELS: Record<SearchGroup, string> = {
  posts: 'Posts',
  events: 'Events',
  roster: 'Roster',
  plays: 'Plays',
};

export interface ResultItem {
  key: string;
  title: string;
  highlights: [number, number][];
  description: string;
  href: string;
  /** Plays: whose poster to show, as the user sees the play (their own playbook, or the team's). */
  poster?: { playId: string; where: { playbookId: string } | { teamId: string } };
}

const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

/**
 * Where each hit opens (the spec's routes and query-string state). `teamNames` (the user's teams by id) is given
 * when the user has more than one team: each team item then says whose it is, or the same game of three teams
 * reads as one result thrice.
 */
export function resultGroups(
  answer: GlobalSearchAnswer,
  teamNames?: ReadonlyMap<string, string>,
): { group: SearchGroup; label: string; items: ResultItem[] }[] {
  const withTeam = (item: ResultItem, teamId: string | undefined): ResultItem => {
    const name = teamId ? teamNames?.get(teamId) : undefined;
    return name ? { ...item, description: [name, item.description].filter(Boolean).join(' · ') } : item;
  };
  return answer.order.map((group) => ({
    group,
    label: GROUP_LABELS[group],
    items: itemsOf(answer, group, withTeam),
  }));
}

function itemsOf(
  answer: GlobalSearchAnswer,
  group: SearchGroup,
  withTeam: (item: ResultItem, teamId: string | undefined) => ResultItem,
): ResultItem[] {
  switch (group) {
    case 'posts':
      return answer.posts.map((hit) =>
        withTeam(
          {
            key: `post:${hit.id}`,
            title: hit.title,
            highlights: hit.highlights,
            description: hit.createdAt ? new Date(hit.createdAt).toLocaleDateString() : '',
            href: `/feed/post${query({ p: hit.id, t: hit.teamId })}`,
          },
          hit.teamId,
        ),
      );
    case 'events':
      return answer.events.map((hit) =>
        withTeam(
          {
            key: `event:${hit.id}`,
            title: hit.title,
            highlights: hit.highlights,
            description: [
              // As the schedule shows it (the team's zone, named), with the year: results mix seasons.
              hit.startAt
                ? eventWhen(
                    { eventDate: hit.startAt, endTime: hit.endAt, timeZone: hit.timeZone },
                    { withYear: true },
                  )
                : '',
              hit.locationName,
              hit.cancelled ? 'Cancelled' : '',
            ]
              .filter(Boolean)
              .join(' · '),
            href: `/schedule${query({ t: hit.teamId, ev: hit.id })}`,
          },
          hit.teamId,
        ),
      );
    case 'roster':
      return answer.roster.map((hit) =>
        withTeam(
          {
            key: `roster:${hit.id}`,
            title: hit.title,
            highlights: hit.highlights,
            description: [hit.jersey ? `#${hit.jersey}` : '', hit.position].filter(Boolean).join(' · '),
            href: `/team/player${query({ p: hit.id, t: hit.teamId })}`,
          },
          hit.teamId,
        ),
      );
    case 'plays':
      return answer.plays.map((hit) => {
        const team = hit.own ? undefined : hit.teams[0];
        const item = {
          key: `play:${hit.id}`,
          title: hit.title,
          highlights: hit.highlights,
          description: hit.own
            ? 'My playbook'
            : team?.coachOnly
              ? 'Team playbook · coaches only'
              : 'Team playbook',
          href: team
            ? `/playbook/team${query({ p: hit.id, t: team.teamId, src: hit.playbookId })}`
            : `/playbook/play${query({ p: hit.id })}`,
          poster: {
            playId: hit.id,
            where: team ? { teamId: team.teamId } : { playbookId: hit.playbookId },
          },
        };
        return hit.own ? item : withTeam(item, team?.teamId);
      });
  }
}

/** The first `size` items of each group, for the palette's preview; `more` says whether the page has others. */
export function previewGroups<G extends { items: ResultItem[] }>(groups: G[], size: number) {
  return {
    groups: groups.map((group) => ({ ...group, items: group.items.slice(0, size) })),
    more: groups.some((group) => group.items.length > size),
  };
}

/** The title cut into plain and marked parts, for <mark> without HTML from the server. */
export function markedParts(title: string, ranges: [number, number][]): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    if (start > at) parts.push({ text: title.slice(at, start), marked: false });
    parts.push({ text: title.slice(start, end), marked: true });
    at = end;
  }
  if (at < title.length) parts.push({ text: title.slice(at), marked: false });
  return parts;
}
