import type { RichDoc } from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const POST_AUDIENCES = ['TEAM', 'COACHES'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];

/** A team feed post (spec 1 section 3, Feed post). Likes and comments are their own tables. */
@Entity('feed_posts')
@Index('feed_posts_team_page', ['teamId', 'createdAt', 'id'])
export class PostEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('uuid', { name: 'author_id' })
  authorId!: string;

  /** TEAM (everyone on the team) or COACHES (admins and coaches only). */
  @Column('text')
  audience!: PostAudience;

  /** The schedule event the post is about, if any. */
  @Column('text', { name: 'event_id', nullable: true })
  eventId!: string | null;

  /** The structured rich-text document (sanitised on save and again on the way out). */
  @Column('jsonb')
  content!: RichDoc;

  @Column('text', { name: 'video_url', nullable: true })
  videoUrl!: string | null;

  @Column('jsonb', { name: 'video_details', nullable: true })
  videoDetails!: { thumbnailUrl: string; title: string; description: string } | null;

  @Column('integer', { name: 'like_count', default: 0 })
  likeCount!: number;

  @Column('integer', { name: 'comment_count', default: 0 })
  commentCount!: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

@Entity('feed_likes')
export class LikeEntity {
  @PrimaryColumn('uuid', { name: 'post_id' })
  postId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'liked_at' })
  likedAt!: Date;
}

@Entity('feed_comments')
@Index('feed_comments_post', ['postId', 'createdAt'])
export class CommentEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'post_id' })
  postId!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('uuid', { name: 'author_id' })
  authorId!: string;

  @Column('jsonb')
  content!: RichDoc;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
