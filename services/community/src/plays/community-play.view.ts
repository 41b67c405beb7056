/** What lists show of a community play (sections, homepage, profiles): no document. */
export interface CommunityPlaySummary {
  id: string;
  name: string;
  description: string;
  tags: string[];
  sport: string;
  authorScreenName: string | null;
  /** The author's community profile id (its uid; /community/profile?pr=), null without a profile. */
  authorProfileId: string | null;
  programId: string | null;
  publishedAt: string;
  likes: number;
  comments: number;
  copies: number;
  views: number;
}

/** The row a summary is read from (SQL aliases below). */
export interface SummaryRow {
  id: string;
  name: string;
  description: string;
  tags: string[];
  sport: string;
  screen_name: string | null;
  profile_id: string | null;
  program_id: string | null;
  published_at: Date;
  likes: number;
  comments: number;
  copies: number;
  views: number;
}

export const SUMMARY_COLUMNS = `p.id, p.name, p.description, p.tags, p.sport, a.screen_name, a.user_id AS profile_id, p.program_id,
  p.published_at, p.likes, p.comments, p.copies, p.views`;

export function summaryOf(row: SummaryRow): CommunityPlaySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    sport: row.sport,
    authorScreenName: row.screen_name,
    authorProfileId: row.profile_id,
    programId: row.program_id,
    publishedAt: new Date(row.published_at).toISOString(),
    likes: row.likes,
    comments: row.comments,
    copies: row.copies,
    views: row.views,
  };
}
