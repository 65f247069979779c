import { describe, expect, it } from 'vitest';
import { decryptPayoutValue, loadPayoutKey } from '../../server/modules/payments/payoutCrypto.ts';
import {
  app,
  beneficiary,
  call,
  other,
  otherId,
  owner,
  ownerId,
  setUpPaymentApp,
  taxpayer,
  VALID,
} from './paymentFixtures.ts';
import { createTestAccount, DEMO, loginAs, solveCaptcha } from './testApp.ts';

setUpPaymentApp();

const url = (userId = ownerId) => `/api/payment/tax/${userId}`;
const save = (fields: Record<string, unknown> = {}, token = owner, userId = ownerId) =>
  call('PUT', url(userId), token, taxpayer(fields));

async function refusal(fields: Record<string, unknown>) {
  const res = await save(fields);
  expect(res.statusCode, res.body).toBe(400);
  const error = res.json() as { code: string; field?: string };
  return { code: error.code, field: error.field };
}

const storedRow = () =>
  app.deps.db
    .selectFrom('tax_registers')
    .selectAll()
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();

describe('identification types and tax regimes (GET /api/payment/identification/{country})', () => {
  it("lists Guatemala's DPI, passport and three regimes, the small-business one marked, in both languages", async () => {
    const es = (await call('GET', '/api/payment/identification/gt', owner)).json();
    expect(es.identification_types.map((t: { id: string }) => t.id)).toEqual(['dpi', 'passport']);
    expect(es.regimes).toEqual([
      expect.objectContaining({ _id: 'gt-general', identification_type: 'nit', small_business: false }),
      expect.objectContaining({ _id: 'gt-simplified', small_business: false }),
      {
        _id: 'gt-small-business',
        name: 'Régimen de Pequeño Contribuyente',
        identification_type: 'nit',
        small_business: true,
      },
    ]);
    const en = (await call('GET', '/api/payment/identification/gt?language_code=en', owner)).json();
    expect(en.regimes[2].name).toBe('Small taxpayer regime');
    expect(en.identification_types[1].name).toBe('Passport');
  });

  it('gives other countries a national id, a passport and one general regime; an unknown country is 404', async () => {
    const sv = (await call('GET', '/api/payment/identification/sv', owner)).json();
    expect(sv.identification_types.map((t: { id: string }) => t.id)).toEqual(['national_id', 'passport']);
    expect(sv.regimes).toEqual([
      { _id: 'general', name: 'Régimen general', identification_type: 'tax_id', small_business: false },
    ]);
    expect((await call('GET', '/api/payment/identification/zz', owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/payment/identification/gt', null)).statusCode).toBe(401);
  });
});

describe('the tax register (PUT/GET /api/payment/tax/{userId})', () => {
  it.each([
    ['a NIT with a wrong check digit', { nit: '576937-1' }, 'nit_invalid', 'nit'],
    ['CF as a NIT', { nit: 'CF' }, 'nit_invalid', 'nit'],
    ['no NIT for a taxpayer', { nit: undefined }, 'nit_required', 'nit'],
    ['a DPI with a wrong check digit', { dpi: '1680352240101' }, 'dpi_invalid', 'dpi'],
    ['a DPI of a department that does not exist', { dpi: '1580352242301' }, 'dpi_invalid', 'dpi'],
    ['no DPI on the first save', { dpi: undefined }, 'dpi_required', 'dpi'],
    ['no regime for a taxpayer', { tax_regime: undefined }, 'tax_regime_required', 'tax_regime'],
    ["another country's regime", { tax_regime: 'general' }, 'tax_regime_unknown', 'tax_regime'],
    [
      'the small-business regime without a tax code',
      { tax_regime: 'gt-small-business' },
      'tax_code_required',
      'tax_code',
    ],
    ['a tax code in the general regime', { tax_code: 'PC123' }, 'tax_code_not_allowed', 'tax_code'],
    [
      'a tax code with a space',
      { tax_regime: 'gt-small-business', tax_code: 'PC 123' },
      'tax_code_invalid',
      'tax_code',
    ],
    [
      'a passport too short',
      { identification_type: 'passport', passport: 'A12' },
      'passport_invalid',
      'passport',
    ],
    [
      'a national id in Guatemala',
      { identification_type: 'national_id', national_id: 'X1' },
      'identification_type_unknown',
      'identification_type',
    ],
    ['a blank address', { real_address: '  ' }, 'real_address_required', 'real_address'],
    ['a city of another state', { city: 'gt-guatemala-mixco' }, 'city_unknown', 'city'],
  ])('refuses %s, naming the field', async (_, fields, code, field) => {
    expect(await refusal(fields)).toEqual({ code, field });
  });

  it.each([
    ['no body', undefined],
    ['a field the contract does not have', taxpayer({ vat: 12 })],
    ['an unknown identification type', taxpayer({ identification_type: 'licence' })],
    ['no taxpayer flag', taxpayer({ taxpayer: undefined })],
    ['a NIT over 20 characters', taxpayer({ nit: '1'.repeat(21) })],
    ['a string for the taxpayer flag', taxpayer({ taxpayer: 'quizá' })],
  ])('answers 400, never 5xx, to %s', async (_, body) => {
    const res = await call('PUT', url(), owner, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('saves a taxpayer: the NIT in plain, the DPI encrypted and answered by its last four', async () => {
    const res = await save({ nit: '576937k' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      taxpayer: true,
      nit: '576937-K',
      dpi_last4: '0904',
      tax_regime: 'gt-general',
      tax_code: null,
    });
    for (const body of [
      res.body,
      (await call('GET', url(), owner)).body,
      (await call('GET', `/api/payment/profile/${ownerId}`, owner)).body,
    ]) {
      expect(body).not.toContain('1587564440904');
      expect(body).not.toContain('1587 56444');
      expect(body).not.toMatch(/"dpi":|dpi_enc/);
    }
    const row = await storedRow();
    expect(row.dpi_enc).toMatch(/^v1:/);
    expect(row.dpi_enc).not.toContain('1587564440904');
    expect(decryptPayoutValue(await loadPayoutKey(app.deps.db, undefined), row.dpi_enc ?? '')).toBe(
      '1587564440904',
    );
  });

  it('keeps the stored DPI when it is omitted', async () => {
    await save();
    const before = await storedRow();
    const res = await save({ dpi: undefined, name_on_tax: 'Posada del Arco' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name_on_tax: 'Posada del Arco', dpi_last4: '0904' });
    expect((await storedRow()).dpi_enc).toBe(before.dpi_enc);
  });

  it('takes the tax code in the small-business regime', async () => {
    const res = await save({ tax_regime: 'gt-small-business', tax_code: 'pc2024' });
    expect(res.json()).toMatchObject({ tax_regime: 'gt-small-business', tax_code: 'PC2024' });
  });

  const nonTaxpayer = (fields: Record<string, unknown> = {}) =>
    save({
      taxpayer: false,
      identification_type: 'passport',
      passport: 'a1234567',
      dpi: undefined,
      nit: undefined,
      tax_regime: undefined,
      ...fields,
    });

  it('saves a non-taxpayer with a passport, encrypted and answered by its last four: no NIT, regime or DPI kept', async () => {
    const res = await nonTaxpayer();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      taxpayer: false,
      passport_last4: '4567',
      national_id_last4: null,
      nit: null,
      tax_regime: null,
      dpi_last4: null,
    });
    for (const body of [res.body, (await call('GET', url(), owner)).body]) {
      expect(body).not.toMatch(/A1234567|a1234567|"passport":|passport_enc/);
    }
    const row = await storedRow();
    expect(row.dpi_enc).toBeNull();
    expect(row.passport_enc).toMatch(/^v1:/);
    expect(decryptPayoutValue(await loadPayoutKey(app.deps.db, undefined), row.passport_enc ?? '')).toBe(
      'A1234567',
    );
  });

  it('keeps the stored passport when it is omitted, not when it is blank or the type changes', async () => {
    await nonTaxpayer();
    const before = await storedRow();
    const kept = await nonTaxpayer({ passport: undefined, name_on_tax: 'Ana López' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name_on_tax: 'Ana López', passport_last4: '4567' });
    expect((await storedRow()).passport_enc).toBe(before.passport_enc);
    expect(await refusal({ identification_type: 'passport', passport: ' ', dpi: undefined })).toEqual({
      code: 'passport_required',
      field: 'passport',
    });
    // A DPI does not stand in for a passport, nor a passport for a DPI.
    expect(await refusal({ dpi: undefined })).toEqual({ code: 'dpi_required', field: 'dpi' });
    const switched = await save();
    expect(switched.json()).toMatchObject({ dpi_last4: '0904', passport_last4: null });
    expect((await storedRow()).passport_enc).toBeNull();
  });

  it('takes a tax id outside Guatemala as typed (no check digit known)', async () => {
    const res = await call('PUT', url(otherId), other, {
      taxpayer: true,
      name_on_tax: 'Hostal Azul',
      identification_type: 'national_id',
      national_id: '04567890-1',
      nit: '0614-290786-102-3',
      tax_regime: 'general',
      country: 'sv',
      real_address: 'Calle 1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      national_id_last4: '8901',
      nit: '0614-290786-102-3',
      tax_regime: 'general',
    });
    expect(res.body).not.toContain('04567890');
    const row = await app.deps.db
      .selectFrom('tax_registers')
      .select('national_id_enc')
      .where('user_id', '=', otherId)
      .executeTakeFirstOrThrow();
    expect(decryptPayoutValue(await loadPayoutKey(app.deps.db, undefined), row.national_id_enc ?? '')).toBe(
      '04567890-1',
    );
    // The answer sent back, the masked numbers left out: the stored national id is kept, the NIT checked.
    const wrong = await call('PUT', url(otherId), other, {
      ...(res.json() as Record<string, unknown>),
      dpi_last4: undefined,
      passport_last4: undefined,
      national_id_last4: undefined,
      updated_at: undefined,
      tax_code: undefined,
      nit: 'no es un NIT!',
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'nit_invalid', field: 'nit' });
  });

  it("is the owner's only: another provider's is 404 and needs a token", async () => {
    await save();
    expect((await call('GET', url(ownerId), other)).statusCode).toBe(404);
    expect((await save({}, other, ownerId)).statusCode).toBe(404);
    expect((await call('GET', url(), null)).statusCode).toBe(401);
  });
});

describe('the payment profile (GET /api/payment/profile, PUT /api/payment/updatecountry)', () => {
  it('lists what is missing as each part is saved', async () => {
    const freshId = await createTestAccount(app, { email: 'nuevo-pagos@demo.gt', role: 2 });
    const token = await loginAs(app, 'nuevo-pagos@demo.gt');
    const fresh = (await call('GET', `/api/payment/profile/${freshId}`, token)).json();
    expect(fresh).toEqual({
      country: null,
      payment_method: null,
      beneficiary: null,
      tax: null,
      missing: ['payment_method', 'beneficiary', 'tax_register'],
    });

    const method = await call('PUT', `/api/payment/updatecountry/${freshId}`, token, {
      country: 'gt',
      payment_method: 'local_transfer',
    });
    expect(method.statusCode, method.body).toBe(200);
    expect(method.json()).toMatchObject({
      country: 'gt',
      payment_method: 'local_transfer',
      missing: ['beneficiary', 'tax_register'],
    });

    const saved = await call(
      'PUT',
      `/api/payment/beneficiary/${freshId}`,
      token,
      beneficiary(await solveCaptcha(app)),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/api/payment/profile/${freshId}`, token)).json()).toMatchObject({
      missing: ['tax_register'],
    });

    expect((await save({}, token, freshId)).statusCode).toBe(200);
    const complete = (await call('GET', `/api/payment/profile/${freshId}`, token)).json();
    expect(complete).toMatchObject({
      missing: [],
      beneficiary: { account_number_last4: '8901' },
      tax: { nit: VALID.nit },
    });
  });

  it('shows the demo company with a payment method only, the rest missing', async () => {
    const demo = await app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.company)
      .executeTakeFirstOrThrow();
    const token = await loginAs(app, DEMO.company);
    const profile = (await call('GET', `/api/payment/profile/${demo.id}`, token)).json();
    expect(profile).toEqual({
      country: 'gt',
      payment_method: 'local_transfer',
      beneficiary: null,
      tax: null,
      missing: ['beneficiary', 'tax_register'],
    });
  });

  it('refuses a country outside the catalog and an unknown method', async () => {
    const country = await call('PUT', `/api/payment/updatecountry/${ownerId}`, owner, {
      country: 'zz',
      payment_method: 'local_transfer',
    });
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ code: 'country_unknown', field: 'country' });
    const method = await call('PUT', `/api/payment/updatecountry/${ownerId}`, owner, {
      country: 'gt',
      payment_method: 'cash',
    });
    expect(method.statusCode).toBe(400);
  });

  it("is the owner's only", async () => {
    expect((await call('GET', `/api/payment/profile/${ownerId}`, other)).statusCode).toBe(404);
    const res = await call('PUT', `/api/payment/updatecountry/${ownerId}`, other, {
      country: 'gt',
      payment_method: 'local_transfer',
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/api/payment/profile/${ownerId}`, null)).statusCode).toBe(401);
  });
});
