import { describe, expect, it } from 'vitest';
import {
  GUATEMALA,
  last4,
  normaliseAccountNumber,
  normaliseIban,
  payoutMissing,
  validAccountNumber,
  validBic,
  validDpi,
  validIban,
  validNationalNumber,
  validNit,
  validPassport,
  validTaxCode,
  validTaxId,
} from '../../machines/payoutRules.ts';

describe('validNit (Guatemala, mod-11 check digit)', () => {
  it.each(['576937-K', '576937K', '7108-0', '39525503', ' 3952550 3 '])('accepts %s', (nit) => {
    expect(validNit(nit)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '8977112-0'],
    ['another wrong check digit', '576937-1'],
    ['consumidor final', 'CF'],
    ['too long', '1234567890123'],
    ['only a check digit', 'K'],
    ['letters in the number', '57A937-K'],
    ['empty', ''],
  ])('refuses %s', (_why, nit) => {
    expect(validNit(nit)).toBe(false);
  });

  it('accepts exactly one check digit per number', () => {
    const valid = '0123456789K'.split('').filter((check) => validNit(`4425716${check}`));
    expect(valid).toHaveLength(1);
  });
});

describe('validDpi (Guatemala CUI)', () => {
  it.each(['1587564440904', '1580352240101', '1587 56444 0904', '1587-56444-0904'])('accepts %s', (dpi) => {
    expect(validDpi(dpi)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '1680352240101'],
    ['too short', '12345678'],
    ['a department beyond 22', '1580352242301'],
    ['department 00', '1580352240001'],
    ['municipality 00', '1580352240100'],
    ['a municipality beyond the department (Izabal has 5)', '1580352241806'],
    ['letters', '15803522401O1'],
  ])('refuses %s', (_why, dpi) => {
    expect(validDpi(dpi)).toBe(false);
  });
});

describe('validIban and validBic (ibantools)', () => {
  it.each(['GT82TRAJ01020000001210029690', 'GB82 WEST 1234 5698 7654 32', 'de89370400440532013000'])(
    'accepts the IBAN %s',
    (iban) => {
      expect(validIban(iban)).toBe(true);
    },
  );

  it.each([
    ['wrong check digits', 'GB83WEST12345698765432'],
    ['an unknown country', 'XX82WEST12345698765432'],
    ['longer than 28', 'MT84MALT011000012345MTLCAST001S'],
    ['empty', ''],
  ])('refuses an IBAN with %s', (_why, iban) => {
    expect(validIban(iban)).toBe(false);
  });

  it('stores the electronic format', () => {
    expect(normaliseIban('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });

  it.each(['DEUTDEFF', 'NEDSZAJJXXX', 'bagtgtgc'])('accepts the BIC %s', (bic) => {
    expect(validBic(bic)).toBe(true);
  });

  it.each(['DEUTDEF', 'DEUT1EFF', 'NEDSZAJJXXXX', ''])('refuses the BIC %s', (bic) => {
    expect(validBic(bic)).toBe(false);
  });
});

describe('account numbers', () => {
  it('stores them without spaces or dashes', () => {
    expect(normaliseAccountNumber('0123-4567 89ab')).toBe('0123456789AB');
  });

  it.each(['1234', '0123-4567-89', 'AB 12 34', 'A'.repeat(34)])('accepts %s', (value) => {
    expect(validAccountNumber(value)).toBe(true);
  });

  it.each(['123', '1-2-3', 'A'.repeat(35), '1234/5678', '12.345', ''])('refuses %s', (value) => {
    expect(validAccountNumber(value)).toBe(false);
  });
});

describe('other identification numbers', () => {
  it('passports are 5–20 letters or digits', () => {
    expect(validPassport('A1234567')).toBe(true);
    expect(validPassport('A123')).toBe(false);
    expect(validPassport('A'.repeat(21))).toBe(false);
    expect(validPassport('A123-456')).toBe(false);
  });

  it('tax codes are 1–20 letters or digits', () => {
    expect(validTaxCode('PC2024')).toBe(true);
    expect(validTaxCode('')).toBe(false);
    expect(validTaxCode('PC 2024')).toBe(false);
    expect(validTaxCode('1'.repeat(21))).toBe(false);
  });

  it('a tax id is a NIT in Guatemala and a plain code elsewhere', () => {
    expect(validTaxId(GUATEMALA, '576937-K')).toBe(true);
    expect(validTaxId(GUATEMALA, '576937-1')).toBe(false);
    expect(validTaxId('sv', '0614-290786-102-3')).toBe(true);
    expect(validTaxId('sv', 'not a tax id!')).toBe(false);
  });

  it('a national number is a CUI in Guatemala and a plain code elsewhere', () => {
    expect(validNationalNumber(GUATEMALA, '1587564440904')).toBe(true);
    expect(validNationalNumber(GUATEMALA, '1680352240101')).toBe(false);
    expect(validNationalNumber('sv', '04567890-1')).toBe(true);
    expect(validNationalNumber('sv', '')).toBe(false);
  });
});

describe('last4', () => {
  it('keeps the last four characters of the stored form', () => {
    expect(last4('0123-4567 89')).toBe('6789');
    expect(last4('GB82 WEST 1234 5698 7654 32')).toBe('5432');
  });
});

describe('payoutMissing', () => {
  const complete = { country: 'gt', payment_method: 'local_transfer' as const, beneficiary: {}, tax: {} };

  it('is empty when everything is saved', () => {
    expect(payoutMissing(complete)).toEqual([]);
  });

  it('lists everything for a new provider, in order', () => {
    expect(payoutMissing({ country: null, payment_method: null, beneficiary: null, tax: null })).toEqual([
      'payment_method',
      'beneficiary',
      'tax_register',
    ]);
  });

  it('names each missing part alone', () => {
    expect(payoutMissing({ ...complete, payment_method: null })).toEqual(['payment_method']);
    expect(payoutMissing({ ...complete, country: null })).toEqual(['payment_method']);
    expect(payoutMissing({ ...complete, beneficiary: null })).toEqual(['beneficiary']);
    expect(payoutMissing({ ...complete, tax: null })).toEqual(['tax_register']);
  });
});
