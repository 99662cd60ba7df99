import { Field, InputType, ObjectType } from 'type-graphql';

/** One row of examination, diagnosis or management plan: teeth (normalised, may be empty) and text. */
@ObjectType('CaseEntry')
export class CaseEntry {
  @Field(() => String, { description: 'Tooth positions, e.g. 11-13,21; empty when none.' })
  position!: string;

  @Field(() => String)
  content!: string;
}

@InputType('CaseEntryInput')
export class CaseEntryInput {
  @Field(() => String, { nullable: true })
  position?: string;

  @Field(() => String)
  content!: string;
}
