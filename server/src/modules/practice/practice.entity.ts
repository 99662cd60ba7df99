import { randomUUID } from 'node:crypto';
import { DEFAULT_SUB_USER_LIMIT, DEFAULT_USABLE_STORAGE_GB } from '@odontia/shared';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The prefix of the practice whose objects `key` belongs to (every practice's prefix is `practices/<uuid>/`); null for server objects. */
export function practicePrefixOf(key: string): string | null {
  return /^practices\/[0-9a-f-]{36}\//.exec(key)?.[0] ?? null;
}

/** A practice: a main account, its sub users and everything they own. Holds the points account. */
@ObjectType('Practice', { description: 'A practice and its points account.' })
@Entity({ tableName: 'practice' })
export class Practice {
  [OptionalProps]?: 'balance' | 'usableStorageGb' | 'subUserLimit' | 'storagePrefix' | 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Integer points; never negative (a CHECK constraint too). Equal to the sum of the order ledger. */
  @Field(() => Int)
  @Property({ type: 'integer' })
  balance: number = 0;

  @Field(() => Int, { description: 'Storage quota in GB.' })
  @Property({ type: 'integer' })
  usableStorageGb: number = DEFAULT_USABLE_STORAGE_GB;

  @Field(() => Int)
  @Property({ type: 'integer' })
  subUserLimit: number = DEFAULT_SUB_USER_LIMIT;

  /** Every object the practice stores lives under this key prefix. */
  @Property({ type: 'string', length: 64 })
  storagePrefix: string = `practices/${randomUUID()}/`;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
