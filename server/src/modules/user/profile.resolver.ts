import { Arg, Ctx, Field, FieldResolver, InputType, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { User } from './user.entity.js';

@ObjectType('CompanyInfo', { description: 'Invoice (company) info of a practice; empty strings when not filled.' })
class CompanyInfoObject {
  @Field(() => String) companyName!: string;
  @Field(() => String) taxpayerId!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) businessAddress!: string;
  @Field(() => String) invoiceEmail!: string;
  @Field(() => String) contact!: string;
  @Field(() => String) contactPhone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) shortName!: string;
  @Field(() => String) qualification!: string;
}

@ObjectType('ShippingAddress', {
  description: 'Where the practice receives deliveries; empty strings when not filled.',
})
class ShippingAddressObject {
  @Field(() => String) contact!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
}

@InputType()
class CompanyInfoInput {
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) taxpayerId?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) businessAddress?: string | null;
  @Field(() => String, { nullable: true }) invoiceEmail?: string | null;
  @Field(() => String, { nullable: true }) contact?: string | null;
  @Field(() => String, { nullable: true }) contactPhone?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) shortName?: string | null;
  @Field(() => String, { nullable: true }) qualification?: string | null;
}

@InputType()
class ShippingAddressInput {
  @Field(() => String, { nullable: true }) contact?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
}

@InputType()
class UpdateProfileInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'An http(s) URL; empty clears it.' }) avatar?: string | null;
  @Field(() => String, { nullable: true }) country?: string;
  @Field(() => String, { nullable: true }) abbreviation?: string;
  @Field(() => CompanyInfoInput, { nullable: true, description: 'Main account only; replaces the whole block.' })
  invoiceInfo?: CompanyInfoInput | null;
  @Field(() => ShippingAddressInput, { nullable: true, description: 'Main account only; replaces the whole block.' })
  shippingAddress?: ShippingAddressInput | null;
}

/** type-graphql hands over class instances; the service's zod schema wants plain objects without unset keys. */
const plain = (input: object | null | undefined): unknown =>
  input && Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

@Resolver(() => User)
export class ProfileResolver {
  @Mutation(() => User, { description: 'The caller’s own profile.' })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: GraphqlContext) {
    const { invoiceInfo, shippingAddress, ...rest } = input;
    return ctx.services.users.updateProfile(ctx, undefined, {
      ...(plain(rest) as object),
      ...(invoiceInfo !== undefined ? { invoiceInfo: plain(invoiceInfo) } : {}),
      ...(shippingAddress !== undefined ? { shippingAddress: plain(shippingAddress) } : {}),
    });
  }

  @FieldResolver(() => CompanyInfoObject)
  invoiceInfo(@Root() user: User): CompanyInfoObject {
    const info = user.invoiceInfo ?? {};
    return {
      companyName: info.company_name ?? '',
      taxpayerId: info.taxpayer_id ?? '',
      phone: info.phone ?? '',
      businessAddress: info.business_address ?? '',
      invoiceEmail: info.invoice_email ?? '',
      contact: info.contact ?? '',
      contactPhone: info.contact_phone ?? '',
      address: info.address ?? '',
      shortName: info.short_name ?? '',
      qualification: info.qualification ?? '',
    };
  }

  @FieldResolver(() => ShippingAddressObject)
  shippingAddress(@Root() user: User): ShippingAddressObject {
    const address = user.shippingAddress ?? {};
    return { contact: address.contact ?? '', phone: address.phone ?? '', address: address.address ?? '' };
  }
}
