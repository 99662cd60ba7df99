import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

/** A login. Tokens name their session; revoking the row ends the token at once. */
@Entity({ tableName: 'session' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'revokedAt' | 'clientType' | 'clientInfo' | 'clientFingerprint' | 'ip';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne({ entity: () => User, index: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  clientType: string | null = null;

  @Property({ type: 'string', length: 512, nullable: true })
  clientInfo: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  clientFingerprint: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;
}
