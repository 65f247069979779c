import { describe, expect, it } from 'vitest';
import {
  type HotelBookingForm,
  hotelBookingProblem,
  keptHotelBooking,
  SURCHARGE,
} from '../../machines/hotelBooking.ts';

const fixed: HotelBookingForm = {
  fixed_time: true,
  check_in_time_start: '15:00',
  check_out_time_start: '10:00',
  check_out_time_end: '12:00',
  early_check_available: true,
  surchange_early: SURCHARGE.fixed,
  surchange_early_value: 10,
  late_check_available: false,
};

describe('the hotel booking-details rules (SPEC §3 Booking (hotel), §4 reveals)', () => {
  it('accepts a fixed schedule with its early check-in priced', () => {
    expect(hotelBookingProblem(fixed)).toBeNull();
  });

  it('asks for the check-in start only with a fixed schedule', () => {
    expect(hotelBookingProblem({ ...fixed, check_in_time_start: undefined })).toEqual({
      field: 'check_in_time_start',
      problem: 'required',
    });
    expect(hotelBookingProblem({ ...fixed, fixed_time: false, check_in_time_start: undefined })).toBeNull();
  });

  it('wants a check-out window that ends after it starts (not the untouched 00:00 to 00:00)', () => {
    expect(
      hotelBookingProblem({ ...fixed, check_out_time_start: '00:00', check_out_time_end: '00:00' }),
    ).toEqual({
      field: 'check_out_time_end',
      problem: 'time_order',
    });
  });

  it('asks an offered surcharge for its kind, and a dollar or percent kind for an amount of at most 100 %', () => {
    const late = { ...fixed, late_check_available: true };
    expect(hotelBookingProblem(late)).toEqual({ field: 'surchange_late', problem: 'required' });
    expect(hotelBookingProblem({ ...late, surchange_late: SURCHARGE.percent })).toEqual({
      field: 'surchange_late_value',
      problem: 'amount_required',
    });
    expect(
      hotelBookingProblem({ ...late, surchange_late: SURCHARGE.percent, surchange_late_value: 101 }),
    ).toEqual({
      field: 'surchange_late_value',
      problem: 'percent_too_high',
    });
    expect(
      hotelBookingProblem({ ...late, surchange_late: SURCHARGE.percent, surchange_late_value: 100 }),
    ).toBeNull();
    expect(hotelBookingProblem({ ...late, surchange_late: SURCHARGE.none })).toBeNull();
  });

  it('keeps nothing a choice hides: the early options without a fixed schedule, the amount of "none"', () => {
    expect(keptHotelBooking({ ...fixed, fixed_time: false })).toEqual({
      fixed_time: false,
      check_out_time_start: '10:00',
      check_out_time_end: '12:00',
      early_check_available: false,
      late_check_available: false,
    });
    expect(keptHotelBooking({ ...fixed, surchange_early: SURCHARGE.none })).not.toHaveProperty(
      'surchange_early_value',
    );
  });

  it('does not judge the early options a flexible schedule does not offer', () => {
    expect(
      hotelBookingProblem({
        ...fixed,
        fixed_time: false,
        surchange_early: undefined,
        surchange_early_value: 500,
      }),
    ).toBeNull();
  });
});
