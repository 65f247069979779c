import { describe, expect, it } from 'vitest';
import { phoneProblem } from '../../machines/phoneRules.ts';

describe('phone rule (SPEC §5, per country)', () => {
  it('accepts a real 8-digit Guatemalan number, mobile or landline, with or without spaces', () => {
    expect(phoneProblem('gt', '5512 3456')).toBeNull();
    expect(phoneProblem('gt', '55123456')).toBeNull();
    expect(phoneProblem('gt', '2222 3333')).toBeNull();
  });

  it('says what is wrong with a Guatemalan number of the wrong length or start', () => {
    expect(phoneProblem('gt', '')).toBe('required');
    expect(phoneProblem('gt', '   ')).toBe('required');
    expect(phoneProblem('gt', '5512 345')).toBe('tooShort');
    expect(phoneProblem('gt', '5512 3456 7')).toBe('wrongLength');
    expect(phoneProblem('gt', '5512 3456 78')).toBe('wrongLength');
    expect(phoneProblem('gt', '5512 3456 7890 12')).toBe('tooLong');
    expect(phoneProblem('gt', '1512 3456')).toBe('invalid');
  });

  it('applies each country its own plan: Costa Rica 8 digits, the US 10, Belize 7', () => {
    expect(phoneProblem('cr', '8812 3456')).toBeNull();
    expect(phoneProblem('cr', '8812 345')).toBe('tooShort');
    expect(phoneProblem('us', '201 555 0123')).toBeNull();
    expect(phoneProblem('us', '5512 3456')).toBe('tooShort');
    expect(phoneProblem('us', '123 456 7890')).toBe('invalid');
    expect(phoneProblem('bz', '612 3456')).toBeNull();
    // The same 8 digits are a Guatemalan number but too long for Belize.
    expect(phoneProblem('bz', '5512 3456')).not.toBeNull();
  });

  it('knows every §5 country', () => {
    const samples = {
      gt: '5512 3456',
      bz: '612 3456',
      cr: '8812 3456',
      do: '809 555 1234',
      sv: '7012 3456',
      hn: '9123 4567',
      ni: '8123 4567',
      pa: '6123 4567',
      us: '201 555 0123',
    } as const;
    for (const [country, number] of Object.entries(samples)) {
      expect(phoneProblem(country as keyof typeof samples, number), country).toBeNull();
    }
  });
});

describe('phone rule: each country its own plan, not its calling code’s', () => {
  it('refuses for the Dominican Republic a Canadian number, though both are +1', () => {
    expect(phoneProblem('do', '249 975 7138')).toBe('invalid');
    expect(phoneProblem('do', '809 555 1234')).toBeNull();
  });

  it('refuses a number typed with the international prefix in place of a national one', () => {
    expect(phoneProblem('pa', '0049 81156')).not.toBeNull();
  });
});
