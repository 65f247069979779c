import { describe, expect, it } from 'vitest';
import {
  fitsDeparture,
  isPrivateDeparture,
  monthInRange,
  runsOn,
  seatsLeft,
  sellsByDeparture,
} from '../../machines/departures.ts';

describe('departures (machines/departures.ts)', () => {
  it('things to do with a calendar sell by departure; stays and restaurants do not', () => {
    expect([11, 12, 13, 16, 17, 18, 71].every(sellsByDeparture)).toBe(true);
    expect([1, 2, 3, 4, 5, 6, 14, 68].some(sellsByDeparture)).toBe(false);
  });

  it('a month range may run over the new year', () => {
    expect([11, 12, 1, 2].every((m) => monthInRange(m, 11, 2))).toBe(true);
    expect([3, 10].some((m) => monthInRange(m, 11, 2))).toBe(false);
    expect(monthInRange(6, 6, 6)).toBe(true);
    expect(monthInRange(7, 6, 6)).toBe(false);
  });

  it('weekdays count from Monday (0) to Sunday (6)', () => {
    const sundays = { available_all_year: true, year_days: [6], months: [] };
    expect(runsOn(sundays, '2026-11-29')).toBe(true); // a Sunday
    expect(runsOn(sundays, '2026-11-30')).toBe(false);
    const aprilMondays = {
      available_all_year: false,
      year_days: [6],
      months: [{ initial_month: 4, final_month: 4, days: [0] }],
    };
    expect(runsOn(aprilMondays, '2027-04-05')).toBe(true);
    expect(runsOn(aprilMondays, '2027-04-04')).toBe(false); // year_days are ignored off "all year"
    expect(runsOn(aprilMondays, '2027-05-03')).toBe(false);
  });

  it('private departures: the prices step decides; before it, the type does', () => {
    expect(isPrivateDeparture(11, undefined)).toBe(true);
    expect(isPrivateDeparture(17, undefined)).toBe(true);
    expect(isPrivateDeparture(12, undefined)).toBe(false);
    expect(isPrivateDeparture(12, 0)).toBe(true);
    expect(isPrivateDeparture(11, 1)).toBe(false);
    expect(isPrivateDeparture(11, 2)).toBe(false);
  });

  it('seats left and whether a group fits', () => {
    const open = { runs: true, closed: false, people: 5, reservations: 2 };
    expect(seatsLeft(open, 8, false)).toBe(3);
    expect(seatsLeft({ ...open, people: 9 }, 8, false)).toBe(0);
    expect(seatsLeft(open, 8, true)).toBe(0);
    expect(seatsLeft({ ...open, people: 0, reservations: 0 }, 8, true)).toBe(8);
    expect(seatsLeft({ ...open, runs: false }, 8, false)).toBe(0);
    expect(seatsLeft({ ...open, closed: true }, 8, false)).toBe(0);
    expect(fitsDeparture(open, 3, 8, false)).toBe('fits');
    expect(fitsDeparture(open, 4, 8, false)).toBe('full');
    expect(fitsDeparture({ ...open, closed: true }, 1, 8, false)).toBe('closed');
  });

  it('sells tickets without a limit a day (an attraction: capacity null), but none on a closed day', () => {
    const busy = { runs: true, closed: false, people: 900, reservations: 300 };
    expect(seatsLeft(busy, null, false)).toBeNull();
    expect(seatsLeft({ ...busy, runs: false }, null, false)).toBe(0);
    expect(fitsDeparture(busy, 40, null, false)).toBe('fits');
    expect(fitsDeparture({ ...busy, closed: true }, 1, null, false)).toBe('closed');
  });
});
