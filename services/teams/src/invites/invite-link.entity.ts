import { Column, Entity, PrimaryColumn } from 'typeorm';

export type InviteRole = 'ADMIN' | 'COACH' | 'PLAYER';

/** A join link: one per role of an inviteMembers call (usable once per invited address), or one per inviteLink call. */
@Entity('invite_links')
export class InviteLinkEntity {
  @PrimaryColumn('text')
  code!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  role!: InviteRole;

  @Column('text', { array: true })
  emails!: string[];

  @Column('integer', { name: 'max_uses' })
  maxUses!: number;

  @Column('integer')
  uses!: number;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;
}
