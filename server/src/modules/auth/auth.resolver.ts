import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { User } from '../user/user.entity.js';

@InputType()
class LoginInput {
  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { description: 'Plain, or RSA-OAEP-SHA256 with the key of `rsaPublicKey`, base64.' })
  password!: string;
}

@InputType()
class ResetPasswordInput {
  @Field(() => String)
  password!: string;

  @Field(() => String)
  newPassword!: string;

  @Field(() => String)
  confirmNewPassword!: string;
}

@ObjectType()
class LoginPayload {
  @Field(() => String, { description: 'Send as the `authorization` header; valid 7 days unless revoked.' })
  token!: string;

  @Field(() => User)
  user!: User;
}

@Resolver()
export class AuthResolver {
  @Query(() => String, { description: 'PEM public key (2048-bit RSA) for encrypting passwords.' })
  rsaPublicKey(@Ctx() { services }: GraphqlContext): string {
    return services.auth.publicKeyPem;
  }

  @Mutation(() => LoginPayload)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphqlContext): Promise<LoginPayload> {
    return ctx.services.auth.login(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Revokes the current session.' })
  async logout(@Ctx() ctx: GraphqlContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Changes the password and revokes every other session.' })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: GraphqlContext,
  ): Promise<boolean> {
    await ctx.services.auth.resetPassword(ctx, {
      password: input.password,
      new_password: input.newPassword,
      confirm_new_password: input.confirmNewPassword,
    });
    return true;
  }
}
