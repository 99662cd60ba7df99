import { ProductCategories, ProductStage } from '@odontia/shared';

/** What the catalogue rules read of a product. */
export interface CatalogueProduct {
  id: string;
  price: number;
  stage: number;
  category: number;
  comingSoon: boolean;
  subscribed: boolean;
}

export type Category = (typeof ProductCategories)[number];

/** Products per category group 1-5, in catalogue order; empty groups are dropped. */
export function groupByCategory<T extends Pick<CatalogueProduct, 'category'>>(
  products: readonly T[],
): { category: Category; products: T[] }[] {
  return ProductCategories.map((category) => ({
    category,
    products: products.filter((p) => p.category === category),
  })).filter((group) => group.products.length > 0);
}

/**
 * The application-selection dialog's rules (seed 000 section 5): group 1 is skipped, stage 1
 * (free) products are hidden, stage 3 products are shown only if subscribed. Coming-soon entries
 * cannot start a case, so the picker leaves them out too.
 */
export function pickerProducts<T extends CatalogueProduct>(products: readonly T[]): T[] {
  return products.filter(
    (p) =>
      p.category !== 1 &&
      p.stage !== ProductStage.Free &&
      (p.stage !== ProductStage.SubscriptionOnly || p.subscribed) &&
      !p.comingSoon,
  );
}

/** 'Insufficient points': not subscribed and the price is above the balance. */
export const lacksPoints = (product: Pick<CatalogueProduct, 'price' | 'subscribed'>, balance: number): boolean =>
  !product.subscribed && product.price > balance;

/** What a card shows in place of the price. */
export type PriceLabel =
  { kind: 'subscribed' } | { kind: 'comingSoon' } | { kind: 'free' } | { kind: 'points'; points: number };

export function priceLabel(product: CatalogueProduct): PriceLabel {
  if (product.comingSoon) return { kind: 'comingSoon' };
  if (product.subscribed) return { kind: 'subscribed' };
  if (product.stage === ProductStage.Free || product.price === 0) return { kind: 'free' };
  return { kind: 'points', points: product.price };
}
