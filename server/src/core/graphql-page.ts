import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** A page of a list in GraphQL: `{ items, total, page, limit }`, named per item type. */
export function PageOf<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name)
  class Page {
    @Field(() => [item])
    items!: T[];

    @Field(() => Int)
    total!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    limit!: number;
  }
  return Page;
}
