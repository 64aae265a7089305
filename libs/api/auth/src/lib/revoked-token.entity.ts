import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A signed-out token (by its `jti`), refused until it would have expired anyway. */
@Entity('revoked_token')
export class RevokedToken {
  @PrimaryColumn({ type: 'uuid' })
  jti: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
