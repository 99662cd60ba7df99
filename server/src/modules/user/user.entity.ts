import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { deriveRoles, type Role } from '@odontia/shared';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Practice } from '../practice/practice.entity.js';

export interface CompanyInfo {
  company_name?: string;
  taxpayer_id?: string;
  phone?: string;
  business_address?: string;
  invoice_email?: string;
  contact?: string;
  contact_phone?: string;
  address?: string;
  short_name?: string;
  qualification?: string;
}

export interface ShippingAddress {
  contact?: string;
  phone?: string;
  address?: string;
}

/** A person who logs in: the main account of a practice (no parent) or one of its sub users. */
@ObjectType('User')
@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?:
    | 'parent'
    | 'avatar'
    | 'phone'
    | 'email'
    | 'type'
    | 'category'
    | 'size'
    | 'country'
    | 'abbreviation'
    | 'memberNumber'
    | 'userTag'
    | 'invoiceInfo'
    | 'shippingAddress'
    | 'disabledAt'
    | 'deletedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'isMainAccount'
    | 'roles'
    | 'isSensitive'
    | 'disabled'
    | 'parentId';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Practice)
  @ManyToOne({ entity: () => Practice, index: true })
  practice!: Practice;

  /** The main account of a sub user; null for the main account (the seeds' parent_id 0). */
  @ManyToOne({ entity: () => User, nullable: true })
  parent: User | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  avatar: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 11, nullable: true, unique: true })
  phone: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 254, nullable: true, unique: true })
  email: string | null = null;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  /** Registration category: doctor/assistant, technician, enterprise, student. */
  @Field(() => Int, {
    description: 'Registration category: 1 doctor or assistant, 2 technician, 3 enterprise, 4 student.',
  })
  @Property({ type: 'integer' })
  type: number = 1;

  /** Enterprise subtype. */
  @Field(() => Int, { description: 'Enterprise subtype.' })
  @Property({ type: 'integer' })
  category: number = 0;

  @Field(() => Int)
  @Property({ type: 'integer' })
  size: number = 0;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  country: string = 'China';

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  abbreviation: string = '';

  @Field(() => Int)
  @Property({ type: 'integer' })
  memberNumber: number = 0;

  @Field(() => String)
  @Property({ type: 'string', length: 32 })
  userTag: string = '';

  @Property({ type: 'json', nullable: true })
  invoiceInfo: CompanyInfo | null = null;

  @Property({ type: 'json', nullable: true })
  shippingAddress: ShippingAddress | null = null;

  @Index()
  @Property({ type: 'datetime', nullable: true })
  disabledAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Boolean)
  get isMainAccount(): boolean {
    return this.parent === null;
  }

  @Field(() => [String])
  get roles(): Role[] {
    return deriveRoles({ parentId: this.parent?.id ?? null, memberNumber: this.memberNumber });
  }

  @Field(() => Boolean)
  get isSensitive(): boolean {
    return this.userTag === 'sensitive';
  }

  @Field(() => Boolean)
  get disabled(): boolean {
    return this.disabledAt !== null;
  }

  @Field(() => ID, { nullable: true, description: 'The main account of a sub user.' })
  get parentId(): number | null {
    return this.parent?.id ?? null;
  }
}
