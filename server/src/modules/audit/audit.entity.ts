import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'restore' | 'destroy' | 'submit';

/** One write to a clinical record, recorded in the transaction of the write. Reads are not audited. */
@ObjectType('AuditEntry')
@Entity({ tableName: 'audit_entry' })
export class AuditEntry {
  [OptionalProps]?: 'createdAt' | 'clientType' | 'clientInfo' | 'ip' | 'uid';

  @Field(() => ID)
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @ManyToOne({ entity: () => User })
  user!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 16 })
  action!: AuditAction;

  @Field(() => String)
  @Property({ type: 'string', length: 32 })
  entity!: string;

  @Field(() => ID)
  @Property({ type: 'integer' })
  entityId!: number;

  @Field(() => [String], { description: 'Names of the fields the write changed.' })
  @Property({ type: 'json' })
  changedFields!: string[];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  clientType: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 512, nullable: true })
  clientInfo: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => ID)
  get uid(): number {
    return this.user.id;
  }
}
