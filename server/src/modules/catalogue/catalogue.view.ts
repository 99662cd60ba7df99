import type { Product } from './product.entity.js';

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
