import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { CommentEntity, LikeEntity, PostEntity } from './feed.entities';

/** A row as pg hands it out: the entity's shape. */
type Row = { [column: string]: unknown };

export interface PageCursor {
  createdAt: Date;
  id: string;
}

/** The only TypeORM code of the feed. */
@Injectable()
export class FeedRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * One page, newest first, along the (team_id, created_at DESC, id DESC) index; coaches-only posts only when
   * asked. Two constant statements (first page, next pages), prepared once per connection.
   */
  page(
    teamId: string,
    withCoachesPosts: boolean,
    before: PageCursor | null,
    limit: number,
  ): Promise<PostEntity[]> {
    const audiences = withCoachesPosts ? ['TEAM', 'COACHES'] : ['TEAM'];
    const columns = this.sql.columns(PostEntity, 'p');
    if (!before)
      return this.sql.query<PostEntity & Row>(
        `SELECT ${columns} FROM feed_posts p
          WHERE p.team_id = $1::uuid AND p.audience = ANY($2::text[])
          ORDER BY p.created_at DESC, p.id DESC LIMIT $3`,
        [teamId, audiences, limit],
      );
    return this.sql.query<PostEntity & Row>(
      `SELECT ${columns} FROM feed_posts p
        WHERE p.team_id = $1::uuid AND p.audience = ANY($2::text[])
          AND (p.created_at, p.id) < ($4::timestamptz, $5::uuid)
        ORDER BY p.created_at DESC, p.id DESC LIMIT $3`,
      [teamId, audiences, limit, before.createdAt, before.id],
    );
  }

  find(teamId: string, id: string, manager: EntityManager = this.db.manager): Promise<PostEntity | null> {
    return manager.getRepository(PostEntity).findOneBy({ teamId, id });
  }

  save(manager: EntityManager, post: PostEntity): Promise<PostEntity> {
    return manager.getRepository(PostEntity).save(post);
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(PostEntity).delete({ id });
  }

  async likesOf(postIds: string[]): Promise<LikeEntity[]> {
    if (postIds.length === 0) return [];
    return this.sql.query<LikeEntity & Row>(
      `SELECT post_id AS "postId", user_id AS "userId", liked_at AS "likedAt" FROM feed_likes WHERE post_id = ANY($1::uuid[])`,
      [postIds],
    );
  }

  /** The newest `perPost` comments of each post, oldest of them first (one query, lateral per post). */
  async latestComments(postIds: string[], perPost: number): Promise<CommentEntity[]> {
    if (postIds.length === 0) return [];
    const rows = await this.sql.query<CommentEntity & Row>(
      `SELECT c.id, c.post_id AS "postId", c.team_id AS "teamId", c.author_id AS "authorId", c.content,
              c.created_at AS "createdAt"
         FROM unnest($1::uuid[]) AS p(id)
         CROSS JOIN LATERAL (
           SELECT * FROM feed_comments fc WHERE fc.post_id = p.id ORDER BY fc.created_at DESC LIMIT $2
         ) c`,
      [postIds, perPost],
    );
    return rows.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  }

  commentsOf(postId: string, limit: number): Promise<CommentEntity[]> {
    return this.db
      .getRepository(CommentEntity)
      .find({ where: { postId }, order: { createdAt: 'ASC' }, take: limit });
  }

  findComment(postId: string, id: string): Promise<CommentEntity | null> {
    return this.db.getRepository(CommentEntity).findOneBy({ postId, id });
  }

  /** Likes or unlikes; answers whether the user now likes the post. Counts stay in step in the same statement. */
  async toggleLike(manager: EntityManager, postId: string, userId: string, at: Date): Promise<boolean> {
    const removed = await manager.getRepository(LikeEntity).delete({ postId, userId });
    if (removed.affected) {
      await manager.query(`UPDATE feed_posts SET like_count = like_count - 1 WHERE id = $1`, [postId]);
      return false;
    }
    await manager.query(`INSERT INTO feed_likes (post_id, user_id, liked_at) VALUES ($1, $2, $3)`, [
      postId,
      userId,
      at,
    ]);
    await manager.query(`UPDATE feed_posts SET like_count = like_count + 1 WHERE id = $1`, [postId]);
    return true;
  }

  async addComment(manager: EntityManager, comment: CommentEntity): Promise<void> {
    await manager.getRepository(CommentEntity).insert(comment);
    await manager.query(`UPDATE feed_posts SET comment_count = comment_count + 1 WHERE id = $1`, [
      comment.postId,
    ]);
  }

  async removeComment(manager: EntityManager, comment: CommentEntity): Promise<void> {
    const removed = await manager.getRepository(CommentEntity).delete({ id: comment.id });
    if (removed.affected)
      await manager.query(`UPDATE feed_posts SET comment_count = comment_count - 1 WHERE id = $1`, [
        comment.postId,
      ]);
  }

  /** Locks the post row (likes and comments of one post queue behind each other, so counts stay right). */
  async lockPost(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`SELECT 1 FROM feed_posts WHERE id = $1 FOR UPDATE`, [id]);
  }
}
