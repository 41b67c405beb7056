import type { FloorPost } from './posts';

interface RichNode {
  text?: string;
  content?: RichNode[];
}

const textOf = (node: RichNode): string => node.text ?? (node.content ?? []).map(textOf).join(' ');

async function json<T>(path: string, init: RequestInit): Promise<T> {
  const answer = await fetch(`/api/${path}`, { credentials: 'include', ...init });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * The app's start-up chain for /feed with nothing around it: the session from the refresh cookie, then the profile
 * and the teams side by side, then the first team's posts; the first two posts' text.
 */
export async function readFirstPosts(): Promise<FloorPost[]> {
  const { accessToken } = await json<{ accessToken: string }>('account/refresh', { method: 'POST' });
  const headers = { authorization: `Bearer ${accessToken}` };
  const [, teams] = await Promise.all([
    json('account/getProfile', { headers }),
    json<{ owned: { id: string }[]; member: { id: string }[] }>('teams/retrieveTeams', { headers }),
  ]);
  const team = teams.owned[0] ?? teams.member[0];
  const page = await json<{ posts: { author: { name: string }; createdDate: string; content: RichNode }[] }>(
    `messaging/getFeedPosts?teamId=${team.id}`,
    { headers },
  );
  return page.posts.slice(0, 2).map((post) => ({
    author: post.author.name,
    date: new Date(post.createdDate).toLocaleDateString('en-US', { dateStyle: 'medium' }),
    text: textOf(post.content),
  }));
}
