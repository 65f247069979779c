import { isCheckInWindow } from '../../../../../machines/timeChoices.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { ApiError } from '../../../../errors.ts';
import { withoutMirrorFields } from '../../productAccess.ts';

/**
 * Cross-field rules of the stay steps (SPEC §3–§5) that the contract's schemas cannot say: counts that
 * must agree, values a switch reveals, time order, the prices a term needs. Each answers the form as it
 * is stored, or throws 400 naming the field at fault.
 */

type Schemas = components['schemas'];
export type Bedrooms = Schemas['AccommodationBedrooms'];
export type VacationBooking = Schemas['VacationBooking'];
export type AccommodationPrice = Schemas['AccommodationPrice'];

const invalid = (code: string, message: string, field: string) => new ApiError(400, code, message, field);

/**
 * Rooms (vacation rental, unique stay): one entry per declared bedroom. Capacity (private room): the
 * room itself, at most one entry. Either way the bed total is the sum of the beds.
 */
export function checkBedrooms(body: Bedrooms, step: 'rooms' | 'capacity'): Bedrooms {
  if (step === 'rooms' && body.no_bedroom !== body.bedrooms.length)
    throw invalid('bedroom_count_mismatch', 'no_bedroom must equal the number of bedrooms', 'no_bedroom');
  if (step === 'capacity' && body.bedrooms.length > 1)
    throw invalid('too_many_bedrooms', 'A private room describes one bedroom', 'bedrooms');
  const beds = body.bedrooms.reduce(
    (sum, bedroom) => sum + bedroom.beds.reduce((n, bed) => n + bed.no_bed, 0),
    0,
  );
  if (body.total_bed !== beds)
    throw invalid('bed_total_mismatch', `total_bed must be the sum of the beds (${beds})`, 'total_bed');
  return {
    capacity_of_people: body.capacity_of_people,
    no_bedroom: body.no_bedroom,
    no_bathroom: body.no_bathroom,
    total_bed: body.total_bed,
    bedrooms: body.bedrooms.map((bedroom) => ({
      beds: bedroom.beds.map(({ type_of_bed_id, no_bed }) => ({ type_of_bed_id, no_bed })),
      ...(bedroom.bathroom_id ? { bathroom_id: bedroom.bathroom_id } : {}),
    })),
    ...(body.bathroom_id ? { bathroom_id: body.bathroom_id } : {}),
  };
}

/** Every catalogue reference of the bedrooms form with the field that holds it, in form order. */
export function bedroomReferences(body: Bedrooms) {
  const beds = body.bedrooms.flatMap((bedroom, i) =>
    bedroom.beds.map((bed, j) => ({
      id: bed.type_of_bed_id,
      field: `bedrooms.${i}.beds.${j}.type_of_bed_id`,
    })),
  );
  const bathrooms = [
    ...body.bedrooms.flatMap((bedroom, i) =>
      bedroom.bathroom_id ? [{ id: bedroom.bathroom_id, field: `bedrooms.${i}.bathroom_id` }] : [],
    ),
    ...(body.bathroom_id ? [{ id: body.bathroom_id, field: 'bathroom_id' }] : []),
  ];
  return { beds, bathrooms };
}

/** The switches of the booking step and the amount each one reveals (SPEC §4 "Reveals"). */
const BOOKING_REVEALS = [
  ['extra_person', 'extra_person_price'],
  ['early_arrival_time', 'early_arrival_time_value'],
  ['late_arrival_time', 'late_arrival_time_value'],
] as const;

/** A switched-on reveal needs its amount; a switched-off one drops it, so no hidden price is kept. */
export function checkBooking(body: VacationBooking): VacationBooking {
  const booking = { ...withoutMirrorFields(body) };
  for (const [flag, value] of BOOKING_REVEALS) {
    if (booking[flag] && booking[value] === undefined)
      throw invalid('value_required', `${value} is required when ${flag} is on`, value);
    if (!booking[flag]) delete booking[value];
  }
  if (!isCheckInWindow(booking.check_in_time_start, booking.check_in_time_end))
    throw invalid('time_order', 'check_in_time_end must be after check_in_time_start', 'check_in_time_end');
  return booking;
}

/**
 * Short stays are priced by the night, long stays by the month; `both` needs both (SPEC §3 Price).
 * The minimum nights and months need no check here: the contract defaults them to 1.
 */
const TERM_PRICES = { 0: ['base_price'], 1: ['month_price'], 2: ['base_price', 'month_price'] } as const;

export function checkPrice(body: AccommodationPrice): AccommodationPrice {
  const price = withoutMirrorFields(body);
  for (const amount of TERM_PRICES[price.type_of_term]) {
    const value = price[amount];
    if (value === undefined || value <= 0)
      throw invalid('price_required', `${amount} must be more than 0 for this term`, amount);
  }
  const extraFee = price.extra_fee.map((fee, i) => {
    const name = fee.name.trim();
    if (!name) throw invalid('value_required', 'An extra fee needs a name', `extra_fee.${i}.name`);
    return { name, price: fee.price };
  });
  return { ...price, extra_fee: extraFee };
}
