import { kindOf } from '../../machines/productKinds.ts';
import type { AppFamily, FamilyCalls } from './appFamily.ts';
import { attractionsFamily } from './attractions/attractionsFamily.ts';
import { gastronomyFamily } from './gastronomy/gastronomyFamily.ts';
import { guidesFamily } from './guides/guidesFamily.ts';
import { hotelsFamily } from './hotels/hotelsFamily.ts';
import { staysFamily } from './stays/staysFamily.ts';
import { thingsToDoFamily } from './thingsToDo/thingsToDoFamily.ts';

/**
 * The product families the app serves (issue 27), one line each: the card menus, the wizard and the review preview
 * read this list, and the features' records keyed by `FamilyId` (the wizard's steps, the review's previews) fail to
 * compile until a family added here has its parts. A family's facts stay in the kinds table (machines/productKinds.ts);
 * this list says which of the table's families each serves.
 */
export const FAMILIES = [
  staysFamily,
  hotelsFamily,
  thingsToDoFamily,
  guidesFamily,
  gastronomyFamily,
  attractionsFamily,
] as const satisfies readonly AppFamily[];

export type FamilyId = (typeof FAMILIES)[number]['id'];

/** The family serving a product type; none for a kind no family serves yet (transport). */
export const familyOfType = (type: number): (typeof FAMILIES)[number] | undefined => {
  const family = kindOf(type)?.family;
  return family === undefined
    ? undefined
    : FAMILIES.find((candidate) => (candidate.serves as readonly string[]).includes(family));
};

/**
 * A product's calls at its family's path. A kind no family serves yet is asked at the accommodation path, as before
 * this list, which answers it 404: no path creates one in this release.
 */
export const callsOfType = (type: number): Promise<FamilyCalls> =>
  (familyOfType(type) ?? staysFamily).calls();
