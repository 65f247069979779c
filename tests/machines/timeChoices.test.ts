import { describe, expect, it } from 'vitest';
import {
  from12Hour,
  HOURS_12,
  isTimeChoice,
  MERIDIEMS,
  MINUTES,
  TIME_CHOICES,
  to12Hour,
} from '../../machines/timeChoices.ts';

describe('time choices (SPEC §9: every 30 minutes)', () => {
  it('offers 48 times from 00:00 to 23:30 in half hours', () => {
    expect(TIME_CHOICES).toHaveLength(48);
    expect(TIME_CHOICES[0]).toBe('00:00');
    expect(TIME_CHOICES[1]).toBe('00:30');
    expect(TIME_CHOICES.at(-1)).toBe('23:30');
    expect(new Set(TIME_CHOICES).size).toBe(48);
  });

  it('accepts only those choices', () => {
    expect(isTimeChoice('08:30')).toBe(true);
    expect(isTimeChoice('08:15')).toBe(false);
    expect(isTimeChoice('24:00')).toBe(false);
    expect(isTimeChoice('')).toBe(false);
    expect(isTimeChoice(null)).toBe(false);
  });
});

describe('12-hour selector (SPEC §5: hour 01-12, minutes 00/15/30/45, AM/PM)', () => {
  it('has the selector pieces', () => {
    expect(HOURS_12).toHaveLength(12);
    expect(HOURS_12[0]).toBe('01');
    expect(HOURS_12.at(-1)).toBe('12');
    expect(MINUTES).toEqual(['00', '15', '30', '45']);
    expect(MERIDIEMS).toEqual(['AM', 'PM']);
  });

  it.each([
    ['00:00', { hour: '12', minute: '00', meridiem: 'AM' }],
    ['00:15', { hour: '12', minute: '15', meridiem: 'AM' }],
    ['09:45', { hour: '09', minute: '45', meridiem: 'AM' }],
    ['12:00', { hour: '12', minute: '00', meridiem: 'PM' }],
    ['13:30', { hour: '01', minute: '30', meridiem: 'PM' }],
    ['23:45', { hour: '11', minute: '45', meridiem: 'PM' }],
  ] as const)('%s reads %o and back', (time, pieces) => {
    expect(to12Hour(time)).toEqual(pieces);
    expect(from12Hour(pieces)).toBe(time);
  });

  it('round-trips every time choice', () => {
    for (const time of TIME_CHOICES) expect(from12Hour(to12Hour(time)!)).toBe(time);
  });

  it('refuses what the selector cannot show', () => {
    expect(to12Hour('08:10')).toBeNull();
    expect(to12Hour('25:00')).toBeNull();
    expect(to12Hour('8:00')).toBeNull();
  });
});
