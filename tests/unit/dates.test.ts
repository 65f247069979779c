import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
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
