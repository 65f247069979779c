import { hotelBookingProblem, keptHotelBooking } from '../../../../../machines/hotelBooking.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { ApiError } from '../../../../errors.ts';
import { withoutMirrorFields } from '../../productAccess.ts';
import { assignedCatalogOf, unknownCatalogIds } from '../../productCatalogs.ts';
import { stepOperations } from '../../stepOperations.ts';
import type { StepDefinition } from '../../stepRegistry.ts';

type Schemas = components['schemas'];

/** What the service step stores: the chosen services, the three offers and the guest notes. */
type StoredService = Required<Omit<Schemas['HotelServiceSave'], 'mg_id' | 'mg_body'>>;

/** SPEC §3 Amenities (hotel/hostel): services and facilities, breakfast, parking and wifi, notes for the guests. */
const service: StepDefinition<Schemas['HotelServiceSave'], StoredService, Schemas['HotelService']> = {
  step: 'service',
  defaults: { assigned: [], breakfast: 0, parking: 0, wifi: 0, warning: '', arrival_instructions: '' },
  async check(form, { db }) {
    const unknown = await unknownCatalogIds(db, form.assigned, 'hotel_service');
    if (unknown.length > 0)
      throw new ApiError(400, 'unknown_catalog_id', `Unknown service ${unknown[0]}`, 'assigned');
    return {
      assigned: [...new Set(form.assigned)],
      breakfast: form.breakfast,
      parking: form.parking,
      wifi: form.wifi,
      warning: form.warning?.trim() ?? '',
      arrival_instructions: form.arrival_instructions?.trim() ?? '',
    };
  },
  async view({ assigned, ...rest }, { db, language }) {
    return { services: await assignedCatalogOf(db, 'hotel_service', language, assigned), ...rest };
  },
};

/** What each problem of machines/hotelBooking.ts answers, as the other steps' 400s name them. */
const BOOKING_ERRORS = {
  required: 'value_required',
  time_order: 'time_order',
  amount_required: 'value_required',
  percent_too_high: 'percent_too_high',
} as const;

/** SPEC §3 "Booking (hotel)": no fixed schedule and no early or late option until the provider sets them. */
const booking: StepDefinition<Schemas['HotelBooking']> = {
  step: 'booking-details',
  defaults: {
    fixed_time: false,
    check_out_time_start: '00:00',
    check_out_time_end: '00:00',
    early_check_available: false,
    late_check_available: false,
  },
  check(form) {
    const body = withoutMirrorFields(form);
    const found = hotelBookingProblem(body);
    if (found)
      throw new ApiError(400, BOOKING_ERRORS[found.problem], `${found.field}: ${found.problem}`, found.field);
    return keptHotelBooking(body);
  },
};

/**
 * The hotels family's own property steps (hotel 2, hostel 3), each with its read and save operation. Information,
 * location and multimedia are the operations every family has (hotels.family.ts names them); the cancellation
 * policy and advertising channels are the general steps (generalSteps.ts).
 */
export const HOTEL_STEPS = [
  stepOperations('getHotelService', 'saveHotelService', service),
  stepOperations('getHotelBooking', 'saveHotelBooking', booking),
] as const;
