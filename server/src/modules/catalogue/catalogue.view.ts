import { z } from 'zod';
import { recordId } from '../../core/answers.js';
import type { Product } from './product.entity.js';

export const restProductAnswer = z.object({
  id: recordId,
  name: z.string(),
  price: z.number().int(),
  type: z.number().int(),
  stage: z.number().int(),
  href: z.string(),
  extend: z.object({ code: z.string(), imgUrl: z.string(), desCode: z.string() }),
  category: z.number().int(),
  coming_soon: z.boolean(),
  subscribed: z.boolean(),
});

/** The product record as the legacy REST clients read it (seed 001 section 3). */
export const toRestProduct = (p: Product, subscribed: boolean) => ({
  id: p.id,
  name: p.name,
  price: p.price,
  type: p.type,
  stage: p.stage,
  href: p.href,
  extend: { code: p.extend.code, imgUrl: p.extend.imgUrl, desCode: p.extend.desCode },
  category: p.category,
  coming_soon: p.comingSoon,
  subscribed,
});
