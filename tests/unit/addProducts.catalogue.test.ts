import { describe, expect, it } from 'vitest';
import {
  asksCommission,
  CATALOGUE,
  catalogueFor,
  wizardOf,
} from '../../src/features/addProducts/productCatalogue.ts';

const shape = (roles: number[]) =>
  Object.fromEntries(
    catalogueFor(roles).map((segment) => [segment.id, segment.cards.map((card) => card.type)]),
  );

describe('the add-products catalogue by role (SPEC §6)', () => {
  it('gives providers (2) every segment and card', () => {
    const everything = Object.fromEntries(CATALOGUE.map((s) => [s.id, s.cards.map((c) => c.type)]));
    expect(shape([2])).toEqual(everything);
    expect(shape([2])).toEqual({
      accommodation: [1, 5, 4, 2, 3],
      activities: [11, 13, 16, 18, 68],
      transport: [6, 7, 8, 9, 10],
      packages: [71],
    });
  });

  it('keeps attractions, restaurants, flights and helicopters for role 2 only', () => {
    expect(shape([3])).toEqual({
      accommodation: [1, 5, 4, 2, 3],
      activities: [11, 13, 16],
      transport: [6, 7, 8],
      packages: [71],
    });
  });

  it('gives hosts (4) only vacation rentals and unique stays', () => {
    expect(shape([4])).toEqual({ accommodation: [1, 5] });
  });

  // SPEC §6 lists role 1 with the providers; the operator owns no products (issue 25).
  it('gives the operator and the other roles nothing, and several roles their union', () => {
    for (const role of [1, 5, 6, 7, 8]) expect(catalogueFor([role])).toEqual([]);
    expect(shape([1, 2])).toEqual(shape([2]));
    expect(catalogueFor([])).toEqual([]);
    expect(shape([4, 3])).toEqual(shape([3]));
    expect(shape([6, 4])).toEqual(shape([4]));
  });
});

describe('starting a product', () => {
  it('asks the commission model except for attractions, restaurants and transport requests', () => {
    const asking = CATALOGUE.flatMap((s) => s.cards.map((c) => c.type)).filter(asksCommission);
    expect(asking).toEqual([1, 5, 4, 2, 3, 11, 13, 16, 71]);
  });

  it('opens the wizard of the type; every transport kind shares one', () => {
    expect([1, 5, 4, 2, 3, 11, 13, 16, 18, 68, 71].map((type) => wizardOf(type as never))).toEqual([
      'vacation-rental',
      'unique-stay',
      'room',
      'hotel',
      'hostel',
      'tour',
      'community-tourism',
      'book-guide',
      'attractions',
      'gastronomy',
      'tourist-package',
    ]);
    for (const type of [6, 7, 8, 9, 10] as const) expect(wizardOf(type)).toBe('transportation');
  });
});
