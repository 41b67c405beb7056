import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A team's own kind of event (CUSTOM events point at one): a name and a colour. */
@Entity('custom_event_types')
@Index('custom_event_types_team', ['teamId'])
export class CustomEventTypeEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  name!: string;

  /** #rrggbb */
  @Column('text')
  color!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
