import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { parseDate, readDateEntry } from '../../src/i18n/dateEntry.ts';
import { formatDate, today } from '../../src/i18n/dates.ts';

describe('formatDate (DD/MMM/YYYY)', () => {
  it('writes Spanish month abbreviations', () => {
    expect(formatDate('2026-01-05', 'es')).toBe('05/Ene/2026');
    expect(formatDate(Temporal.PlainDate.from('2026-12-31'), 'es')).toBe('31/Dic/2026');
  });
  it('writes English month abbreviations', () => {
    expect(formatDate('2026-03-09', 'en')).toBe('09/Mar/2026');
    expect(formatDate('2026-09-10T12:00:00Z', 'en')).toBe('10/Sep/2026');
  });
});

describe('today', () => {
  it('is the local calendar day, as an ISO date', () => {
    expect(today()).toBe(Temporal.Now.plainDateISO().toString());
  });
});

describe('parseDate (what a date field accepts, day first)', () => {
  it.each([
    ['24/12/2026', '2026-12-24'],
    ['4/2/2026', '2026-02-04'],
    [' 04-02-2026 ', '2026-02-04'],
    ['24.12.2026', '2026-12-24'],
    ['24/Dic/2026', '2026-12-24'],
    ['24/dic./2026', '2026-12-24'],
    ['24 DIC 2026', '2026-12-24'],
    ['24 de diciembre de 2026', '2026-12-24'],
    ['24/Dec/2026', '2026-12-24'],
    ['24 December 2026', '2026-12-24'],
    ['1/Ene/2027', '2027-01-01'],
    ['1/Jan/2027', '2027-01-01'],
    ['10/sept/2026', '2026-09-10'],
    ['10/Sep/2026', '2026-09-10'],
    ['10/setiembre/2026', '2026-09-10'],
    ['15/ago/2026', '2026-08-15'],
    ['15/Aug/2026', '2026-08-15'],
    ['15/abr/2026', '2026-04-15'],
    ['29/02/2028', '2028-02-29'],
    ['2026-12-24', '2026-12-24'],
  ])('reads %j as %s', (typed, iso) => {
    expect(parseDate(typed)).toBe(iso);
  });

  it.each([
    '',
    '24/12',
    '24/12/26',
    '24/12/202',
    '122026-02-04',
    '31/04/2026',
    '29/02/2027',
    '0/01/2026',
    '24/13/2026',
    '24/di/2026',
    '24/xyz/2026',
    '12/24/2026',
    'mañana',
  ])('refuses %j', (typed) => {
    expect(parseDate(typed)).toBeNull();
  });

  it('reads back every day it writes, in both languages', () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-28`;
      expect(parseDate(formatDate(iso, 'es'))).toBe(iso);
      expect(parseDate(formatDate(iso, 'en'))).toBe(iso);
    }
  });
});

describe('readDateEntry', () => {
  const range = { min: '2026-03-01', max: '2026-03-31' };
  it('says what the text holds', () => {
    expect(readDateEntry('', range)).toEqual({ value: null });
    expect(readDateEntry('  ', range)).toEqual({ value: null });
    expect(readDateEntry('15/03/2026', range)).toEqual({ value: '2026-03-15' });
    expect(readDateEntry('01/Mar/2026', range)).toEqual({ value: '2026-03-01' });
    expect(readDateEntry('31/Mar/2026', range)).toEqual({ value: '2026-03-31' });
    expect(readDateEntry('32/03/2026', range)).toEqual({ problem: 'invalid' });
    expect(readDateEntry('28/02/2026', range)).toEqual({ problem: 'beforeMin' });
    expect(readDateEntry('01/04/2026', range)).toEqual({ problem: 'afterMax' });
    expect(readDateEntry('01/04/2026')).toEqual({ value: '2026-04-01' });
  });
});
