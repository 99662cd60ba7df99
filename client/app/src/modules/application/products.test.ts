import { describe, expect, it } from 'vitest';
import { groupByCategory, lacksPoints, pickerProducts, priceLabel, type CatalogueProduct } from './products';

const product = (over: Partial<CatalogueProduct> & { id: string }): CatalogueProduct => ({
  price: 50,
  stage: 2,
  category: 2,
  comingSoon: false,
  subscribed: false,
  ...over,
});

describe('application picker rules', () => {
  it('skips group 1, hides stage 1, shows stage 3 only when subscribed, leaves out coming-soon entries', () => {
    const all = [
      product({ id: 'group1', category: 1 }),
      product({ id: 'free', stage: 1, price: 0 }),
      product({ id: 'subOnly', stage: 3 }),
      product({ id: 'subOnlySubscribed', stage: 3, subscribed: true }),
      product({ id: 'paid', stage: 2 }),
      product({ id: 'soon', category: 3, comingSoon: true }),
      product({ id: 'manufacturing', category: 5 }),
    ];
    expect(pickerProducts(all).map((p) => p.id)).toEqual(['subOnlySubscribed', 'paid', 'manufacturing']);
  });

  it('refuses only a product that is not subscribed and costs more than the balance', () => {
    expect(lacksPoints({ price: 101, subscribed: false }, 100)).toBe(true);
    expect(lacksPoints({ price: 100, subscribed: false }, 100)).toBe(false);
    expect(lacksPoints({ price: 5000, subscribed: true }, 0)).toBe(false);
  });

  it('groups by category 1 to 5 in order and drops empty groups', () => {
    const groups = groupByCategory([
      product({ id: 'a', category: 5 }),
      product({ id: 'b', category: 2 }),
      product({ id: 'c', category: 5 }),
    ]);
    expect(groups.map((g) => [g.category, g.products.map((p) => p.id)])).toEqual([
      [2, ['b']],
      [5, ['a', 'c']],
    ]);
  });

  it('labels a card with coming soon, the subscribed badge, free or the price', () => {
    expect(priceLabel(product({ id: 'x', comingSoon: true, subscribed: true }))).toEqual({ kind: 'comingSoon' });
    expect(priceLabel(product({ id: 'x', subscribed: true }))).toEqual({ kind: 'subscribed' });
    expect(priceLabel(product({ id: 'x', stage: 1, price: 0 }))).toEqual({ kind: 'free' });
    expect(priceLabel(product({ id: 'x', price: 80 }))).toEqual({ kind: 'points', points: 80 });
  });
});
