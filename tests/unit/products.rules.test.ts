import { describe, expect, it } from 'vitest';
import { manageMenuItems } from '../../src/features/products/manageMenuItems.ts';
import { myProductsSearch } from '../../src/features/products/myProductsSearch.ts';
import { defaultTab, productTabs } from '../../src/features/products/productTabs.ts';

describe('the manage menu items (SPEC §6, §9)', () => {
  it('hides offers, special prices and commission for hidden products', () => {
    expect(manageMenuItems(1, 1)).toEqual(['edit', 'calendar', 'delete']);
    for (const status of [2, 3] as const) {
      expect(manageMenuItems(status, 1)).toEqual([
        'edit',
        'offers',
        'specialPrices',
        'commission',
        'calendar',
        'delete',
      ]);
    }
  });

  it('leaves offers and the calendar to the room level for hotels and hostels, offers for attractions and restaurants', () => {
    expect(manageMenuItems(3, 2)).toEqual(['edit', 'rooms', 'commission', 'delete']);
    expect(manageMenuItems(3, 3)).toEqual(['edit', 'rooms', 'commission', 'delete']);
  });

  it("opens a hotel's or hostel's rooms whatever its status, and no other product's", () => {
    expect(manageMenuItems(1, 2)).toEqual(['edit', 'rooms', 'delete']);
    expect(manageMenuItems(3, 1)).not.toContain('rooms');
    expect(manageMenuItems(3, 12)).not.toContain('rooms');
  });

  it('never offers commission for attractions (18) and restaurants (68), nor a calendar for restaurants', () => {
    expect(manageMenuItems(3, 18)).toEqual(['edit', 'calendar', 'delete']);
    expect(manageMenuItems(3, 68)).toEqual(['edit', 'delete']);
  });
});

describe('the /my-products tabs', () => {
  const counts = [
    { product_type: 1, total: 0 },
    { product_type: 5, total: 3 },
    { product_type: 11, total: 2 },
  ] as const;

  it('lists the types the roles may create, then other types holding products', () => {
    expect(productTabs([2], counts)).toEqual([
      { type: 1, total: 0 },
      { type: 5, total: 3 },
      { type: 4, total: 0 },
      { type: 2, total: 0 },
      { type: 3, total: 0 },
      { type: 11, total: 2 },
    ]);
    expect(productTabs([4], []).map((tab) => tab.type)).toEqual([1, 5]);
    expect(productTabs([6], [])).toEqual([]);
  });

  it('opens the first tab with products, else the first', () => {
    expect(defaultTab(productTabs([2], counts))).toBe(5);
    expect(defaultTab(productTabs([2], []))).toBe(1);
    expect(defaultTab([])).toBeUndefined();
  });
});

describe('the /my-products URL', () => {
  it('keeps valid values and drops the rest', () => {
    expect(myProductsSearch({ type: 5, query: ' Casa ', status: 2 })).toEqual({
      type: 5,
      query: 'Casa',
      status: 2,
    });
    expect(myProductsSearch({ query: 123 })).toEqual({ query: '123' });
    expect(myProductsSearch({ type: 0, status: 7, query: 'x'.repeat(101) })).toEqual({
      type: undefined,
      query: undefined,
      status: undefined,
    });
    expect(myProductsSearch({ type: 'casa' })).toEqual({ type: undefined });
  });

  it('keeps any whole type: the page opens that tab only when the provider has it (myProductsView)', () => {
    expect(myProductsSearch({ type: 99 })).toEqual({ type: 99 });
  });
});
