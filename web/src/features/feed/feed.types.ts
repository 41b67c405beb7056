import type { FeedAudience, RichDoc } from '@chalktalk/domain';

export interface Person {
  id: string;
  name: string;
}

export interface FeedComment {
  id: string;
  postId: string;
  content: RichDoc;
  author: Person;
  createdDate: string;
  canDelete: boolean;
}

export interface FeedPost {
  id: string;
  teamId: string;
  audience: FeedAudience;
  eventId: string | null;
  content: RichDoc;
  author: Person;
  createdDate: string;
  updatedDate: string;
  videoUrl: string | null;
  videoDetails: { thumbnailUrl: string; title: string; description: string } | null;
  likes: Record<string, string>;
  likeCount: number;
  likedByMe: boolean;
  comments: FeedComment[];
  commentCount: number;
  canEdit: boolean;
  canDelete: boolean;
}

export interface FeedPage {
  posts: FeedPost[];
  nextCursor: string | null;
  audiences: FeedAudience[];
}
