import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type FamilyId, familyOfType } from '../../families/familyList.ts';
import type { FamilyPreviewProps } from './PreviewSections.tsx';

type PreviewModule = Promise<ComponentType<FamilyPreviewProps>>;

/**
 * Each family's review preview (families/<family>/), a chunk of its own fetched for a product of that family only.
 * Keyed by the family list, so a family added there does not compile until it says its preview.
 */
const PREVIEW_OF_FAMILY: Record<FamilyId, () => PreviewModule> = {
  stays: () => import('./families/stays/StaysPreview.tsx').then((module) => module.StaysPreview),
  hotels: () => import('./families/hotels/HotelsPreview.tsx').then((module) => module.HotelsPreview),
  thingsToDo: () =>
    import('./families/thingsToDo/ThingsToDoPreview.tsx').then((module) => module.ThingsToDoPreview),
  gastronomy: () =>
    import('./families/gastronomy/GastronomyPreview.tsx').then((module) => module.GastronomyPreview),
  attractions: () =>
    import('./families/attractions/AttractionsPreview.tsx').then((module) => module.AttractionsPreview),
  guides: () => import('./families/guides/GuidesPreview.tsx').then((module) => module.GuidesPreview),
};

const loaded = new Map<FamilyId, LazyExoticComponent<ComponentType<FamilyPreviewProps>>>();

/** The preview of a product type's family, as a lazy component; none for a kind no family serves. */
export function previewOfType(type: number) {
  const family = familyOfType(type)?.id;
  if (family === undefined) return undefined;
  let preview = loaded.get(family);
  if (!preview) {
    preview = lazy(() => PREVIEW_OF_FAMILY[family]().then((component) => ({ default: component })));
    loaded.set(family, preview);
  }
  return preview;
}

/** Fetches a family's preview while the product loads (the review route's loader), so it is not a second wait. */
export const preloadPreview = (type: number) => {
  const family = familyOfType(type)?.id;
  return family === undefined ? Promise.resolve() : PREVIEW_OF_FAMILY[family]().then(() => undefined);
};
