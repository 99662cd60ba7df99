import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireAuth } from '../../core/context.js';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { User } from './user.entity.js';
import { PageOf } from '../../core/graphql-page.js';
import type { Page } from '../../core/page.js';

const DoctorPage = PageOf(User, 'DoctorPage');

@InputType()
class CreateDoctorInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String)
  password!: string;
}

@InputType()
class UpdateDoctorInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  password?: string;
}

/** Drops fields a client left out, so "not given" and "null" stay different. */
const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The caller.' })
  me(@Ctx() ctx: GraphqlContext): User {
    requireAuth(ctx);
    return ctx.auth.user;
  }

  @Query(() => User, { description: 'A user of the caller’s practice.' })
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<User> {
    return ctx.services.users.get(ctx, id);
  }

  @Query(() => DoctorPage, { description: 'Sub users of the practice (main role only).' })
  doctors(
    @Ctx() ctx: GraphqlContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('keyword', () => String, { nullable: true }) keyword?: string,
  ): Promise<Page<User>> {
    return ctx.services.users.listDoctors(ctx, given({ page, limit, keyword }));
  }

  @Mutation(() => User)
  createDoctor(@Arg('input', () => CreateDoctorInput) input: CreateDoctorInput, @Ctx() ctx: GraphqlContext) {
    return ctx.services.users.createDoctor(ctx, given({ ...input }));
  }

  @Mutation(() => User)
  updateDoctor(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateDoctorInput) input: UpdateDoctorInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.users.updateDoctor(ctx, id, given({ ...input }));
  }

  @Mutation(() => User, { description: 'A disabled doctor cannot log in and loses running sessions.' })
  setDoctorDisabled(
    @Arg('id', () => ID) id: string,
    @Arg('disabled', () => Boolean) disabled: boolean,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.users.setDoctorDisabled(ctx, id, disabled);
  }

  @Mutation(() => User)
  deleteDoctor(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.users.deleteDoctor(ctx, id);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The main account of a sub user.' })
  async parent(@Root() user: User, @Ctx() ctx: GraphqlContext): Promise<User | null> {
    if (!user.parent) return null;
    return ctx.em.findOne(User, user.parent.id, { populate: ['practice'] });
  }

  @FieldResolver(() => Int, { description: 'Live sub users (main account only).' })
  actualChildren(@Root() user: User, @Ctx() ctx: GraphqlContext): Promise<number> {
    return ctx.services.users.actualChildren(ctx.em, user);
  }
}
