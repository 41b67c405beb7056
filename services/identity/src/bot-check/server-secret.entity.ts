import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Secrets the service generates for itself on first boot (shared by every replica through the database). */
@Entity('server_secrets')
export class ServerSecretEntity {
  @PrimaryColumn('text')
  name!: string;

  @Column('text')
  value!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
