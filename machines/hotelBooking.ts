import { isCheckInWindow } from './timeChoices.ts';

/**
 * The booking-details step of a hotel or hostel (SPEC §3 "Booking (hotel)", §4 "Reveals"): a fixed schedule asks
 * for the check-in start and offers an early check-in; an early or late check-in (check-out) has a surcharge of a
 * kind: 1 a fixed amount in US dollars, 2 a percentage of the night, 3 none, which hides the amount. The form and
 * the server both check with these, and keep only what the choices show.
 */

export type SurchargeKind = 1 | 2 | 3;
export const SURCHARGE = { fixed: 1, percent: 2, none: 3 } as const satisfies Record<string, SurchargeKind>;
/** A percentage surcharge is a part of the night's price. */
export const MAX_SURCHARGE_PERCENT = 100;

export interface HotelBookingForm {
  fixed_time: boolean;
  check_in_time_start?: string;
  check_out_time_start: string;
  check_out_time_end: string;
  early_check_available: boolean;
  surchange_early?: SurchargeKind;
  surchange_early_value?: number;
  late_check_available: boolean;
  surchange_late?: SurchargeKind;
  surchange_late_value?: number;
}

export type HotelBookingField = keyof HotelBookingForm;
export type HotelBookingProblem = 'required' | 'time_order' | 'amount_required' | 'percent_too_high';

/** Whether a surcharge of this kind asks for an amount. */
export const surchargeHasAmount = (kind: SurchargeKind | undefined): boolean =>
  kind !== undefined && kind !== SURCHARGE.none;

/** Whether the early check-in can be offered: only with a fixed schedule. */
export const offersEarlyCheckIn = (booking: Pick<HotelBookingForm, 'fixed_time'>): boolean =>
  booking.fixed_time;

const SURCHARGES = [
  ['early_check_available', 'surchange_early', 'surchange_early_value'],
  ['late_check_available', 'surchange_late', 'surchange_late_value'],
] as const;

/** The first thing the form lacks or gets wrong, with its field; null when it can be saved. */
export function hotelBookingProblem(
  booking: HotelBookingForm,
): { field: HotelBookingField; problem: HotelBookingProblem } | null {
  if (booking.fixed_time && !booking.check_in_time_start)
    return { field: 'check_in_time_start', problem: 'required' };
  if (!isCheckInWindow(booking.check_out_time_start, booking.check_out_time_end))
    return { field: 'check_out_time_end', problem: 'time_order' };
  const kept = keptHotelBooking(booking);
  for (const [offered, kind, value] of SURCHARGES) {
    if (!kept[offered]) continue;
    const chosen = kept[kind];
    if (chosen === undefined) return { field: kind, problem: 'required' };
    if (!surchargeHasAmount(chosen)) continue;
    const amount = kept[value];
    if (amount === undefined || amount <= 0) return { field: value, problem: 'amount_required' };
    if (chosen === SURCHARGE.percent && amount > MAX_SURCHARGE_PERCENT)
      return { field: value, problem: 'percent_too_high' };
  }
  return null;
}

/** What is kept of the form: nothing a choice hides (no early check-in without a fixed schedule, no amount of kind 3). */
export function keptHotelBooking<B extends HotelBookingForm>(booking: B): B {
  const kept: B = { ...booking };
  if (!kept.fixed_time) {
    delete kept.check_in_time_start;
    kept.early_check_available = false;
  }
  for (const [offered, kind, value] of SURCHARGES) {
    if (!kept[offered]) {
      delete kept[kind];
      delete kept[value];
    } else if (!surchargeHasAmount(kept[kind])) delete kept[value];
  }
  return kept;
}
