import { listAnswer } from '../../core/answers.js';
import { queryArray } from '../../core/rest.js';
import type { RestRouter } from '../../core/rest.js';
import type { Services } from '../../services.js';
import { restProductAnswer, toRestProduct } from './catalogue.view.js';

export function registerCatalogueRest(rest: RestRouter, { catalogue }: Services): void {
  rest.route(
    'GET',
    '/api/product',
    async (ctx, { query }) => {
      const sort = query.sort === undefined ? undefined : queryArray(query.sort);
      const products = await catalogue.list(ctx, sort ? { sort } : {});
      const subscribed = await catalogue.subscribedProductIds(ctx);
      return {
        list: products.map((p) => toRestProduct(p, subscribed.has(p.id))),
        total: products.length,
        page: 1,
        limit: products.length,
      };
    },
    { answer: listAnswer(restProductAnswer) },
  );
}
