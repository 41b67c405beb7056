import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A realm user (issuer + subject) linked to a Chalktalk account by verified email. */
@Entity('sso_links')
export class SsoLinkEntity {
  @PrimaryColumn('text')
  issuer!: string;

  @PrimaryColumn('text')
  subject!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('timestamptz', { name: 'linked_at' })
  linkedAt!: Date;
}
