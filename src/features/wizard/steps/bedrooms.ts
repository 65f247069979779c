import { randomId } from '@mantine/hooks';
import * as v from 'valibot';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import type { StepContext } from '../stepDefinition.ts';
import { chosen, stepMessages as m, rangeOf, say, wholeNumberIn } from '../stepMessages.ts';

export type Bedrooms = components['schemas']['AccommodationBedrooms'];
export type CatalogItem = components['schemas']['CatalogItem'];

const rooms = schemaLimits.AccommodationBedrooms;

/** Limits of the contract's AccommodationBedrooms, Bedroom and Bed (SPEC §9: capacity at most 30). */
export const BEDROOM_LIMITS = {
  capacity: rangeOf(rooms.capacity_of_people),
  bathrooms: rangeOf(rooms.no_bathroom),
  bedrooms: rooms.bedrooms.maxItems,
  bedsPerBedroom: schemaLimits.Bedroom.beds.maxItems,
  bedsOfAKind: rangeOf(schemaLimits.Bed.no_bed),
  totalBeds: rooms.total_bed.maximum,
} as const;

/** One line of beds of one kind; `key` only keeps React's list identity. */
export interface BedValue {
  key: string;
  type_of_bed_id: string | null;
  no_bed: number | string;
}

export const emptyBed = (): BedValue => ({ key: randomId(), type_of_bed_id: null, no_bed: 1 });

export const bedsOf = (beds: Bedrooms['bedrooms'][number]['beds'] | undefined): BedValue[] =>
  (beds ?? []).map((bed) => ({ key: randomId(), type_of_bed_id: bed.type_of_bed_id, no_bed: bed.no_bed }));

/** How many beds a list holds; a count still being typed counts as none. */
export const bedCount = (beds: readonly Pick<BedValue, 'no_bed'>[]) =>
  beds.reduce((sum, bed) => sum + (typeof bed.no_bed === 'number' ? bed.no_bed : 0), 0);

export const bedsToSave = (beds: readonly BedValue[]) =>
  beds.map((bed) => ({ type_of_bed_id: bed.type_of_bed_id ?? '', no_bed: Number(bed.no_bed) }));

export const bedSchema = v.object({
  type_of_bed_id: chosen(),
  no_bed: wholeNumberIn(...BEDROOM_LIMITS.bedsOfAKind),
});

export const bedListSchema = v.pipe(
  v.array(bedSchema),
  v.minLength(1, say(m.required)),
  v.maxLength(BEDROOM_LIMITS.bedsPerBedroom, say(m.outOfRange)),
);

export const capacitySchema = wholeNumberIn(...BEDROOM_LIMITS.capacity);

/** The step's stored data with the bed and bathroom catalogues its selects offer. */
export interface BedroomsData {
  bedrooms: Bedrooms;
  beds: CatalogItem[];
  bathrooms: CatalogItem[];
}

const catalogue = async (kind: 1 | 2, language: StepContext['language']) =>
  unwrap(
    await api.GET('/api/accommodation/beds-bathrooms/{kind}', {
      params: { path: { kind }, query: { language_code: language } },
    }),
  );

export async function loadBedrooms(request: StepContext): Promise<BedroomsData> {
  const [bedrooms, beds, bathrooms] = await Promise.all([
    api.GET('/api/accommodation/bedrooms/{id}', { params: { path: { id: request.id ?? '' } } }).then(unwrap),
    catalogue(1, request.language),
    catalogue(2, request.language),
  ]);
  return { bedrooms, beds, bathrooms };
}

export const saveBedrooms = async (request: StepContext, body: Bedrooms) =>
  unwrap(
    await api.PUT('/api/accommodation/bedrooms/{id}', { params: { path: { id: request.id ?? '' } }, body }),
  );

export const asOptions = (items: readonly CatalogItem[]) =>
  items.map((item) => ({ value: item._id, label: item.name }));
