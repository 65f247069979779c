import { describe, expect, it } from 'vitest';
import * as parameterLimits from '../../openapi/parameterLimits.ts';
import {
  boolean,
  flag,
  intInRange,
  isoDate,
  optionalString,
  orElse,
  picklist,
  searchOf,
  stringOrNumber,
  textOrDigits,
} from '../../src/api/searchParams.ts';

/**
 * The readers behind every route's `validateSearch` (src/api/searchParams.ts), which replaced valibot schemas
 * (issue 28). The router JSON-parses each value first, so these cases feed what it hands over: `?q=2` is the number
 * 2, a bare `?edit` the empty string. Each case is one where a hand-written reader could part from the schema it
 * replaced.
 */

describe('searchOf', () => {
  const read = searchOf({ text: optionalString(), status: orElse(intInRange(400, 599), 500) });

  it('leaves out a key the URL lacks, unless its reader has a fallback', () => {
    expect(Object.keys(read({}))).toEqual(['status']);
    expect(read({})).toEqual({ status: 500 });
  });

  it('keeps a key the URL has, undefined when its value does not fit, and drops keys no reader names', () => {
    const search = read({ text: 7, status: 'x', other: 'y' });
    expect(Object.keys(search)).toEqual(['text', 'status']);
    expect(search).toEqual({ text: undefined, status: 500 });
  });
});

describe('optionalString', () => {
  const entry = optionalString({ maxLength: 40 });

  it('keeps text up to its limit and drops longer text', () => {
    expect(entry('x'.repeat(40))).toBe('x'.repeat(40));
    expect(entry('x'.repeat(41))).toBeUndefined();
    expect(optionalString()('x'.repeat(5000))).toBe('x'.repeat(5000));
  });

  it('drops a number or a boolean, which the router made of `?entry=2` or `?entry=true`', () => {
    expect(entry(2)).toBeUndefined();
    expect(entry(true)).toBeUndefined();
    expect(entry(null)).toBeUndefined();
  });
});

describe('textOrDigits', () => {
  const threadId = textOrDigits(parameterLimits.ThreadIdPath);

  it('reads a number as its digits, trimmed text as it is', () => {
    expect(threadId(123)).toBe('123');
    expect(threadId(' abc ')).toBe('abc');
  });

  it('measures the trimmed text against the contract’s lengths', () => {
    const { maxLength } = parameterLimits.ThreadIdPath;
    expect(threadId(` ${'x'.repeat(maxLength)} `)).toBe('x'.repeat(maxLength));
    expect(threadId('x'.repeat(maxLength + 1))).toBeUndefined();
    expect(threadId('   ')).toBeUndefined();
    expect(textOrDigits({ maxLength: 5 })('   ')).toBe('');
  });

  it('drops what is neither text nor a number', () => {
    for (const value of [true, null, [1], { a: 1 }, Number.NaN]) expect(threadId(value)).toBeUndefined();
  });
});

describe('stringOrNumber', () => {
  it('keeps text and numbers as they arrived', () => {
    expect(stringOrNumber(2)).toBe(2);
    expect(stringOrNumber('2')).toBe('2');
    expect(stringOrNumber(false)).toBeUndefined();
    expect(stringOrNumber(Number.NaN)).toBeUndefined();
  });
});

describe('picklist', () => {
  it('compares values as they arrive: `?tab=2` is the number 2, not the text', () => {
    const tab = picklist([1, 2, 3]);
    expect(tab(2)).toBe(2);
    expect(tab('2')).toBeUndefined();
    expect(tab(4)).toBeUndefined();
  });

  it('drops an unknown value', () => {
    const filter = picklist(['pending', 'completed', 'cancelled']);
    expect(filter('pending')).toBe('pending');
    expect(filter('confirmed')).toBeUndefined();
    expect(filter(undefined)).toBeUndefined();
  });
});

describe('intInRange', () => {
  it('keeps whole numbers within the bounds, the bounds included', () => {
    const status = intInRange(400, 599);
    expect(status(400)).toBe(400);
    expect(status(599)).toBe(599);
    expect(status(600)).toBeUndefined();
    expect(status(404.5)).toBeUndefined();
  });

  it('drops a negative or zero page, text and infinity when only a lower bound is set', () => {
    const type = intInRange(1);
    expect(type(1)).toBe(1);
    expect(type(71)).toBe(71);
    expect(type(0)).toBeUndefined();
    expect(type(-2)).toBeUndefined();
    expect(type('5')).toBeUndefined();
    expect(type(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('boolean and isoDate', () => {
  it('keeps only JSON booleans', () => {
    expect(boolean(true)).toBe(true);
    expect(boolean(false)).toBe(false);
    expect(boolean('true')).toBeUndefined();
    expect(boolean(1)).toBeUndefined();
  });

  it('keeps a YYYY-MM-DD day and drops an impossible month or day', () => {
    expect(isoDate('2024-05-01')).toBe('2024-05-01');
    expect(isoDate('2024-13-01')).toBeUndefined();
    expect(isoDate('2024-05-32')).toBeUndefined();
    expect(isoDate('2024-5-1')).toBeUndefined();
    expect(isoDate(20240501)).toBeUndefined();
  });
});

describe('flag', () => {
  it('is raised by a bare name or any value but the ones given as off', () => {
    const landing = flag(false, 0, 'false');
    expect(landing('')).toBe(true);
    expect(landing(true)).toBe(true);
    expect(landing(1)).toBe(true);
    expect(landing(false)).toBe(false);
    expect(landing(0)).toBe(false);
    expect(landing('false')).toBe(false);
  });

  it('stays undefined when the URL lacks it, and takes 0 as on where 0 is not named off', () => {
    const edit = flag(false, 'false');
    expect(edit(undefined)).toBeUndefined();
    expect(edit(0)).toBe(true);
  });
});

describe('orElse', () => {
  it('gives the fallback for a missing or malformed value', () => {
    const secret = orElse(optionalString(), '');
    expect(secret(undefined)).toBe('');
    expect(secret(42)).toBe('');
    expect(secret('abc')).toBe('abc');
  });
});
