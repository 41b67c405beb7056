import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A cached answer of urlPreview or getVideoDetails, keyed by kind and address. */
@Entity('link_previews')
export class LinkPreviewEntity {
  @PrimaryColumn('text')
  kind!: 'page' | 'video';

  @PrimaryColumn('text')
  url!: string;

  @Column('jsonb')
  answer!: Record<string, string>;

  /** False when the fetch failed: kept for a shorter while so a dead host is not asked on every keystroke. */
  @Column('boolean')
  ok!: boolean;

  @Column('timestamptz', { name: 'fetched_at' })
  fetchedAt!: Date;
}
