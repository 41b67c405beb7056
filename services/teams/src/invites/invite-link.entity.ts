import { Column, Entity, PrimaryColumn } from 'typeorm';

export type InviteRole = 'ADMIN' | 'COACH' | 'PLAYER';

/** A join link: one per role of an inviteMembers call (usable once per invited address), or one per inviteLink call. */
@Entity('invite_links')
export class InviteLinkEntity {
  @PrimaryColumn('text')
  code!: string;

  /** The team the link joins; null for a program-admin link. */
  @Column('uuid', { name: 'team_id', nullable: true })
  teamId!: string | null;

  /** The program whose admins the link adds (role ADMIN); null for a team link. */
  @Column('uuid', { name: 'program_id', nullable: true })
  programId!: string | null;

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
