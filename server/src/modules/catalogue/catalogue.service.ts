import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductCategories, ProductStage } from '@odontia/shared';
import DataLoader from 'dataloader';
import { z } from 'zod';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { parseInput } from '../../core/validation.js';
import { activeSubscriptionProductIds } from '../subscription/subscription.queries.js';
import { Product } from './product.entity.js';

export const productListInput = z
  .object({
    /** The seeds' `sort`: category group keys to include (the client asks for [1, 3]); none = all. */
    sort: z.array(z.coerce.number().int().min(1).max(5)).max(ProductCategories.length).optional(),
    /** The application picker's view: the stage rules of DECISIONS.md applied. */
    forPicker: z.boolean().optional(),
  })
  .strict();

export interface ProductGroup {
  type: number;
  products: Product[];
}

/** Loads products by id, once per entity manager (one request). */
const loaders = new WeakMap<EntityManager, DataLoader<number, Product | null>>();
export function productLoader(em: EntityManager): DataLoader<number, Product | null> {
  let loader = loaders.get(em);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const products = await em.find(Product, { id: { $in: [...ids] } });
      const byId = new Map(products.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(em, loader);
  }
  return loader;
}

export class CatalogueService {
  async list(ctx: RequestContext, raw: unknown): Promise<Product[]> {
    requireAuth(ctx);
    const { sort, forPicker } = parseInput(productListInput, raw ?? {});
    const products = await ctx.em.find(Product, sort?.length ? { category: { $in: sort } } : {}, {
      orderBy: { category: 'asc', sort: 'asc', id: 'asc' },
    });
    if (!forPicker) return products;
    const subscribed = await this.subscribedProductIds(ctx);
    // Picker rules: group 1 is skipped, stage 1 (free) hidden, stage 3 only when subscribed.
    return products.filter(
      (p) =>
        p.category !== 1 &&
        p.stage !== ProductStage.Free &&
        (p.stage !== ProductStage.SubscriptionOnly || subscribed.has(p.id)),
    );
  }

  /** The seeds' client keeps products grouped by type. */
  async groupedByType(ctx: RequestContext, raw: unknown): Promise<ProductGroup[]> {
    const groups = new Map<number, Product[]>();
    for (const product of await this.list(ctx, raw)) {
      groups.set(product.type, [...(groups.get(product.type) ?? []), product]);
    }
    return [...groups].sort(([a], [b]) => a - b).map(([type, products]) => ({ type, products }));
  }

  /** Active subscriptions of the caller's practice, read once per request. */
  subscribedProductIds(ctx: RequestContext): Promise<Set<number>> {
    requireAuth(ctx);
    let cached = subscribedCache.get(ctx.em);
    if (!cached) {
      cached = activeSubscriptionProductIds(ctx.em, ctx.auth.practiceId);
      subscribedCache.set(ctx.em, cached);
    }
    return cached;
  }
}

const subscribedCache = new WeakMap<EntityManager, Promise<Set<number>>>();
