import { describe, expect, it } from 'vitest';
import {
  compareDays,
  findSameRange,
  orderedRange,
  overlaps,
  rangesShareADay,
  sameRange,
} from '../../machines/calendarOverlap.ts';

const blocked = { start: '2026-03-10', end: '2026-03-12' };

describe('calendar overlap (SPEC §4 calendar)', () => {
  it('orders days across months and years', () => {
    expect(compareDays('2026-02-28', '2026-03-01')).toBe(-1);
    expect(compareDays('2026-03-14', '2026-03-14')).toBe(0);
    expect(compareDays('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('puts the earlier clicked day first', () => {
    expect(orderedRange('2026-03-20', '2026-03-14')).toEqual({ start: '2026-03-14', end: '2026-03-20' });
    expect(orderedRange('2026-03-14', '2026-03-20')).toEqual({ start: '2026-03-14', end: '2026-03-20' });
    expect(orderedRange('2026-03-14', '2026-03-14')).toEqual({ start: '2026-03-14', end: '2026-03-14' });
  });

  it('knows the same range only when both ends match', () => {
    expect(sameRange(blocked, { start: '2026-03-10', end: '2026-03-12' })).toBe(true);
    expect(sameRange(blocked, { start: '2026-03-10', end: '2026-03-13' })).toBe(false);
    expect(sameRange(blocked, { start: '2026-03-09', end: '2026-03-12' })).toBe(false);
  });

  it('counts a shared end day as overlap: days are inclusive', () => {
    expect(rangesShareADay(blocked, { start: '2026-03-12', end: '2026-03-15' })).toBe(true);
    expect(rangesShareADay(blocked, { start: '2026-03-05', end: '2026-03-10' })).toBe(true);
  });

  it('leaves neighbours a day apart alone', () => {
    expect(rangesShareADay(blocked, { start: '2026-03-13', end: '2026-03-15' })).toBe(false);
    expect(rangesShareADay(blocked, { start: '2026-03-01', end: '2026-03-09' })).toBe(false);
  });

  it('sees containment both ways and single days', () => {
    expect(rangesShareADay(blocked, { start: '2026-03-11', end: '2026-03-11' })).toBe(true);
    expect(rangesShareADay(blocked, { start: '2026-03-01', end: '2026-03-31' })).toBe(true);
  });

  it('checks a range against every stored one', () => {
    const stored = [blocked, { start: '2026-04-01', end: '2026-04-05' }];
    expect(overlaps({ start: '2026-04-05', end: '2026-04-07' }, stored)).toBe(true);
    expect(overlaps({ start: '2026-03-13', end: '2026-03-31' }, stored)).toBe(false);
    expect(overlaps({ start: '2026-03-13', end: '2026-03-31' }, [])).toBe(false);
  });

  it('finds the stored range picked exactly', () => {
    const stored = [{ ...blocked, id: 'a1' }];
    expect(findSameRange({ start: '2026-03-10', end: '2026-03-12' }, stored)?.id).toBe('a1');
    expect(findSameRange({ start: '2026-03-10', end: '2026-03-11' }, stored)).toBeUndefined();
  });
});
