import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The seeds' `extend`: the tool's code, its card image and the translation key of its description. */
@ObjectType('ProductExtend')
export class ProductExtend {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  imgUrl!: string;

  @Field(() => String)
  desCode!: string;
}

/** An application (AI tool) of the catalogue. Stage 1 free, 2 paid, 3 subscription-only. */
@ObjectType('Product')
@Entity({ tableName: 'product' })
export class Product {
  [OptionalProps]?: 'price' | 'type' | 'href' | 'extend' | 'comingSoon' | 'sort';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => Int, { description: 'Points per case group (1 point = 1 CNY).' })
  @Property({ type: 'integer' })
  price: number = 0;

  @Field(() => Int, {
    description: 'Tool type: 1 Trajectory, 2 SmartFace, 3 TrajectoryCT, 4 Crown; 0 for coming-soon entries.',
  })
  @Property({ type: 'integer' })
  type: number = 0;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  stage!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  href: string = '';

  @Field(() => ProductExtend)
  @Property({ type: 'json' })
  extend: ProductExtend = { code: '', imgUrl: '', desCode: '' };

  @Field(() => Int, { description: 'Card group 1-5 of the application picker.' })
  @Property({ type: 'smallint' })
  category!: number;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  comingSoon: boolean = false;

  @Property({ type: 'integer' })
  sort: number = 0;
}
