import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The key pair access tokens are signed with; generated on first boot so restarts keep issued tokens valid. */
@Entity('signing_keys')
export class SigningKeyEntity {
  @PrimaryColumn('text')
  kid!: string;

  @Column('text')
  algorithm!: string;

  @Column('jsonb', { name: 'public_jwk' })
  publicJwk!: Record<string, string>;

  @Column('jsonb', { name: 'private_jwk' })
  privateJwk!: Record<string, string>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
