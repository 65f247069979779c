import { hasCheckinInstructions } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { catalogOf } from '../catalog/catalogEntries.ts';
import {
  findOwnedProduct,
  findReadableProduct,
  markStepSaved,
  readStepData,
  saveStepData,
} from './productAccess.ts';
import { AMENITY_GROUPS, assignedCatalogOf, unknownCatalogIds } from './productCatalogs.ts';
import { setCommissionModel } from './productCommission.ts';
import { readProductLocation, saveProductLocation } from './productLocation.ts';
import {
  type AccommodationPrice,
  type Bedrooms,
  bedroomReferences,
  checkBedrooms,
  checkBooking,
  checkPrice,
  type VacationBooking,
} from './stayStepRules.ts';
import { requirePathType, stepOf, upsertStepData } from './stepPlacement.ts';

type Schemas = components['schemas'];
type Features = Schemas['AccommodationFeatures'];
type AmenityGroups = Schemas['AmenityGroups'];

/** What the amenities step stores: the chosen catalogue ids and the guest instructions. */
interface StoredAmenities {
  assigned: string[];
  warning: string;
  arrival_instructions: string;
  checkin_instructions: string;
}

const FEATURE_DEFAULTS: Features = {
  distribution_of_level: false,
  flat_surface: false,
  exclusive: false,
  auto_booking: false,
  areas_house: 1,
};
const BEDROOM_DEFAULTS: Bedrooms = {
  capacity_of_people: 1,
  no_bedroom: 0,
  no_bathroom: 0,
  total_bed: 0,
  bedrooms: [],
};
/** SPEC §9: one day's notice, check-in and check-out at 00:00 until the provider sets them. */
const BOOKING_DEFAULTS: VacationBooking = {
  before_booking: 1,
  check_in_time_start: '00:00',
  check_in_time_end: '00:00',
  check_out_time: '00:00',
  extra_person: false,
  early_arrival_time: false,
  late_arrival_time: false,
};
const AMENITY_DEFAULTS: StoredAmenities = {
  assigned: [],
  warning: '',
  arrival_instructions: '',
  checkin_instructions: '',
};

/** The stay steps of the accommodation wizards: location, features, rooms, amenities, booking, price. */
export function stayStepHandlers({ db }: Deps) {
  return {
    async getAccommodationLocation(request) {
      return readProductLocation(await findReadableProduct(db, callerOf(request), request.params.id));
    },

    async saveAccommodationLocation(request) {
      return saveProductLocation(db, callerOf(request), request.params.id, request.body);
    },

    async getAccommodationFeatures(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      const saved = await readStepData<Features>(db, product.id, stepOf(product, 'feature'));
      return { ...FEATURE_DEFAULTS, ...saved };
    },

    async saveAccommodationFeatures(request) {
      const caller = callerOf(request);
      const product = await findOwnedProduct(db, caller, request.params.id);
      const b = request.body;
      const features: Features = {
        distribution_of_level: b.distribution_of_level,
        flat_surface: b.flat_surface,
        exclusive: b.exclusive,
        auto_booking: b.auto_booking,
        areas_house: b.areas_house,
      };
      return saveStepData(db, caller, product.id, stepOf(product, 'feature'), features);
    },

    async getAccommodationBedrooms(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      const saved = await readStepData<Bedrooms>(db, product.id, stepOf(product, 'rooms', 'capacity'));
      return { ...BEDROOM_DEFAULTS, ...saved };
    },

    async saveAccommodationBedrooms(request) {
      const caller = callerOf(request);
      const product = await findOwnedProduct(db, caller, request.params.id);
      const step = stepOf(product, 'rooms', 'capacity');
      const bedrooms = checkBedrooms(request.body, step);
      const { beds, bathrooms } = bedroomReferences(bedrooms);
      for (const [references, kind] of [
        [beds, 'bed'],
        [bathrooms, 'bathroom'],
      ] as const) {
        const ids = references.map((r) => r.id);
        const unknown = new Set(await unknownCatalogIds(db, ids, kind));
        const first = references.find((r) => unknown.has(r.id));
        if (first) throw new ApiError(400, 'unknown_catalog_id', `Unknown ${kind} ${first.id}`, first.field);
      }
      return saveStepData(db, caller, product.id, step, bedrooms);
    },

    async getAccommodationAmenities(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      const language = request.query.language_code ?? 'es';
      const saved = {
        ...AMENITY_DEFAULTS,
        ...(await readStepData<StoredAmenities>(db, product.id, stepOf(product, 'service-amenities'))),
      };
      const lists = await Promise.all(
        AMENITY_GROUPS.map((group) => assignedCatalogOf(db, `amenity:${group}`, language, saved.assigned)),
      );
      const groups = Object.fromEntries(
        AMENITY_GROUPS.map((group, i) => [group, lists[i]]),
      ) as AmenityGroups['groups'];
      return {
        groups,
        warning: saved.warning,
        arrival_instructions: saved.arrival_instructions,
        checkin_instructions: hasCheckinInstructions(product.product_type) ? saved.checkin_instructions : '',
      };
    },

    async saveAccommodationAmenities(request) {
      const caller = callerOf(request);
      const product = await findOwnedProduct(db, caller, request.params.id);
      const step = stepOf(product, 'service-amenities');
      const b = request.body;
      const unknown = await unknownCatalogIds(db, b.assigned, 'amenity:*');
      if (unknown.length > 0)
        throw new ApiError(400, 'unknown_catalog_id', `Unknown amenity ${unknown[0]}`, 'assigned');
      const amenities: StoredAmenities = {
        assigned: [...new Set(b.assigned)],
        warning: b.warning?.trim() ?? '',
        arrival_instructions: b.arrival_instructions?.trim() ?? '',
        checkin_instructions: hasCheckinInstructions(product.product_type)
          ? (b.checkin_instructions?.trim() ?? '')
          : '',
      };
      return saveStepData(db, caller, product.id, step, amenities);
    },

    async getAccommodationBooking(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      requirePathType(product, request.params.type);
      const saved = await readStepData<VacationBooking>(db, product.id, stepOf(product, 'booking-details'));
      return { ...BOOKING_DEFAULTS, ...saved };
    },

    async saveAccommodationBooking(request) {
      const caller = callerOf(request);
      const product = requirePathType(
        await findOwnedProduct(db, caller, request.params.id),
        request.params.type,
      );
      const step = stepOf(product, 'booking-details');
      return saveStepData(db, caller, product.id, step, checkBooking(request.body));
    },

    async getAccommodationPrice(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      requirePathType(product, request.params.type);
      const saved = await readStepData<AccommodationPrice>(db, product.id, stepOf(product, 'price-seasons'));
      return {
        type_of_term: 0,
        min_night: 1,
        min_months: 1,
        extra_fee: [],
        ...saved,
        // The commission model is the product's; the commission menu may have changed it since.
        commission_model: product.commission_model === 2 ? 2 : 1,
      };
    },

    async saveAccommodationPrice(request) {
      const caller = callerOf(request);
      return db.transaction().execute(async (trx) => {
        const product = requirePathType(
          await findOwnedProduct(trx, caller, request.params.id),
          request.params.type,
        );
        const step = stepOf(product, 'price-seasons');
        const price = checkPrice(request.body);
        await setCommissionModel(trx, product, price.commission_model);
        await upsertStepData(trx, product.id, step, price);
        return markStepSaved(trx, product, step);
      });
    },

    async listBedsOrBathrooms(request) {
      return catalogOf(
        db,
        request.params.kind === 1 ? 'bed' : 'bathroom',
        request.query.language_code ?? 'es',
      );
    },
  } satisfies PartialHandlerTable;
}
