import { Arg, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { CaseEntryInput } from '../case/case-entry.js';
import { toServiceInput } from '../case/graphql-input.js';
import { CaseTemplate } from './template.entity.js';
import { PageOf } from '../../core/graphql-page.js';
import type { Page } from '../../core/page.js';

const CaseTemplatePage = PageOf(CaseTemplate, 'CaseTemplatePage');

@InputType()
class CaseTemplateInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Int, { nullable: true, description: '1 enabled, 0 disabled.' }) status?: number;
  @Field(() => String, { nullable: true }) chiefComplaint?: string;
  @Field(() => String, { nullable: true }) currentCondition?: string;
  @Field(() => String, { nullable: true }) treatmentItem?: string;
  @Field(() => String, { nullable: true }) doctorAdvice?: string;
  @Field(() => [CaseEntryInput], { nullable: true }) examination?: CaseEntryInput[];
  @Field(() => [CaseEntryInput], { nullable: true }) diagnosis?: CaseEntryInput[];
  @Field(() => [CaseEntryInput], { nullable: true }) dispose?: CaseEntryInput[];
}

@Resolver(() => CaseTemplate)
export class CaseTemplateResolver {
  @Query(() => CaseTemplate)
  caseTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<CaseTemplate> {
    return ctx.services.templates.get(ctx, id);
  }

  @Query(() => CaseTemplatePage, { description: 'Public templates and the caller’s personal ones.' })
  caseTemplates(
    @Ctx() ctx: GraphqlContext,
    @Arg('name', () => String, { nullable: true }) name?: string,
    @Arg('status', () => Int, { nullable: true }) status?: number,
    @Arg('publicOnly', () => Boolean, { nullable: true }) publicOnly?: boolean,
    @Arg('personalOnly', () => Boolean, { nullable: true }) personalOnly?: boolean,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<Page<CaseTemplate>> {
    const type = publicOnly ? 1 : personalOnly ? 2 : undefined;
    return ctx.services.templates.list(ctx, toServiceInput({ name, status, type, page, limit }));
  }

  @Mutation(() => CaseTemplate, { description: 'A personal template of the caller.' })
  createCaseTemplate(@Arg('input', () => CaseTemplateInput) input: CaseTemplateInput, @Ctx() ctx: GraphqlContext) {
    return ctx.services.templates.create(ctx, toServiceInput(input));
  }

  @Mutation(() => CaseTemplate)
  updateCaseTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CaseTemplateInput) input: CaseTemplateInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.templates.update(ctx, id, toServiceInput(input));
  }

  @Mutation(() => ID)
  async deleteCaseTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return String((await ctx.services.templates.delete(ctx, id)).id);
  }
}
