import { hasCheckinInstructions } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { ApiError } from '../../../../errors.ts';
import { AMENITY_GROUPS, assignedCatalogOf, unknownCatalogIds } from '../../productCatalogs.ts';
import { commissionModelOfPrices } from '../../productCommission.ts';
import { stepOperations } from '../../stepOperations.ts';
import type { StepDefinition } from '../../stepRegistry.ts';
import {
  type AccommodationPrice,
  type Bedrooms,
  bedroomReferences,
  checkBedrooms,
  checkBooking,
  checkPrice,
  type VacationBooking,
} from './stayStepRules.ts';

type Schemas = components['schemas'];
type Features = Schemas['AccommodationFeatures'];
type AmenitiesForm = Schemas['AmenitiesSave'];
type AmenityGroups = Schemas['AmenityGroups'];

const features: StepDefinition<Features> = {
  step: 'feature',
  defaults: {
    distribution_of_level: false,
    flat_surface: false,
    exclusive: false,
    auto_booking: false,
    areas_house: 1,
  },
  check: (form) => ({
    distribution_of_level: form.distribution_of_level,
    flat_surface: form.flat_surface,
    exclusive: form.exclusive,
    auto_booking: form.auto_booking,
    areas_house: form.areas_house,
  }),
};

/** Rooms for vacation rentals and unique stays, the room's capacity for a private room. */
const bedrooms: StepDefinition<Bedrooms> = {
  step: ['rooms', 'capacity'],
  defaults: { capacity_of_people: 1, no_bedroom: 0, no_bathroom: 0, total_bed: 0, bedrooms: [] },
  async check(form, { db, step }) {
    const checked = checkBedrooms(form, step === 'capacity' ? 'capacity' : 'rooms');
    const { beds, bathrooms } = bedroomReferences(checked);
    for (const [references, kind] of [
      [beds, 'bed'],
      [bathrooms, 'bathroom'],
    ] as const) {
      const unknown = new Set(
        await unknownCatalogIds(
          db,
          references.map((r) => r.id),
          kind,
        ),
      );
      const first = references.find((r) => unknown.has(r.id));
      if (first) throw new ApiError(400, 'unknown_catalog_id', `Unknown ${kind} ${first.id}`, first.field);
    }
    return checked;
  },
};

/** What the amenities step stores: the chosen catalogue ids and the guest instructions. */
interface StoredAmenities {
  assigned: string[];
  warning: string;
  arrival_instructions: string;
  checkin_instructions: string;
}

/** The chosen amenities, read back as every group of the catalogue with the chosen ones marked. */
const amenities: StepDefinition<AmenitiesForm, StoredAmenities, AmenityGroups> = {
  step: 'service-amenities',
  defaults: { assigned: [], warning: '', arrival_instructions: '', checkin_instructions: '' },
  async check(form, { db, product }) {
    const unknown = await unknownCatalogIds(db, form.assigned, 'amenity:*');
    if (unknown.length > 0)
      throw new ApiError(400, 'unknown_catalog_id', `Unknown amenity ${unknown[0]}`, 'assigned');
    return {
      assigned: [...new Set(form.assigned)],
      warning: form.warning?.trim() ?? '',
      arrival_instructions: form.arrival_instructions?.trim() ?? '',
      checkin_instructions: hasCheckinInstructions(product.product_type)
        ? (form.checkin_instructions?.trim() ?? '')
        : '',
    };
  },
  async view(stored, { db, product, language }) {
    const lists = await Promise.all(
      AMENITY_GROUPS.map((group) => assignedCatalogOf(db, `amenity:${group}`, language, stored.assigned)),
    );
    const groups = Object.fromEntries(
      AMENITY_GROUPS.map((group, i) => [group, lists[i]]),
    ) as AmenityGroups['groups'];
    return {
      groups,
      warning: stored.warning,
      arrival_instructions: stored.arrival_instructions,
      checkin_instructions: hasCheckinInstructions(product.product_type) ? stored.checkin_instructions : '',
    };
  },
};

/** SPEC §9: one day's notice, check-in and check-out at 00:00 until the provider sets them. */
const booking: StepDefinition<VacationBooking> = {
  step: 'booking-details',
  defaults: {
    before_booking: 1,
    check_in_time_start: '00:00',
    check_in_time_end: '00:00',
    check_out_time: '00:00',
    extra_person: false,
    early_arrival_time: false,
    late_arrival_time: false,
  },
  check: (form) => checkBooking(form),
};

const price: StepDefinition<AccommodationPrice> = {
  step: 'price-seasons',
  defaults: { type_of_term: 0, min_night: 1, min_months: 1, extra_fee: [], commission_model: 1 },
  check: (form) => checkPrice(form),
  ...commissionModelOfPrices,
};

/**
 * The stay family's own steps (vacation rental 1, private room 4, unique stay 5), each with its read and save
 * operation. Information, location and multimedia are the operations every family has (stays.family.ts names
 * them); the general steps are the products core's (generalSteps.ts).
 */
export const STAY_STEPS = [
  stepOperations('getAccommodationFeatures', 'saveAccommodationFeatures', features),
  stepOperations('getAccommodationBedrooms', 'saveAccommodationBedrooms', bedrooms),
  stepOperations('getAccommodationAmenities', 'saveAccommodationAmenities', amenities),
  stepOperations('getAccommodationBooking', 'saveAccommodationBooking', booking),
  stepOperations('getAccommodationPrice', 'saveAccommodationPrice', price),
] as const;
