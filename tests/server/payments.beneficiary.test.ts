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
} from './paymentFixtures.ts';
import { solveCaptcha } from './testApp.ts';

setUpPaymentApp();

const url = (userId = ownerId) => `/api/payment/beneficiary/${userId}`;

/** Saves the beneficiary with a freshly solved captcha and the fields given over the fixture's. */
async function save(fields: Record<string, unknown> = {}, token = owner, userId = ownerId) {
  return call('PUT', url(userId), token, beneficiary(await solveCaptcha(app), fields));
}

async function refusal(fields: Record<string, unknown>) {
  const res = await save(fields);
  expect(res.statusCode, res.body).toBe(400);
  const error = res.json() as { code: string; field?: string };
  return { code: error.code, field: error.field };
}

const storedRow = () =>
  app.deps.db
    .selectFrom('beneficiaries')
    .selectAll()
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();

describe('the beneficiary (PUT/GET /api/payment/beneficiary/{userId})', () => {
  it('is 404 before it is saved, and the profile lists it as missing', async () => {
    expect((await call('GET', url(), owner)).statusCode).toBe(404);
    const profile = (await call('GET', `/api/payment/profile/${ownerId}`, owner)).json();
    expect(profile).toMatchObject({
      beneficiary: null,
      missing: ['payment_method', 'beneficiary', 'tax_register'],
    });
  });

  it('needs a solved captcha before anything else', async () => {
    const missing = await call('PUT', url(), owner, { ...beneficiary('x'), captcha: undefined });
    expect(missing.statusCode).toBe(400);
    const wrong = await call('PUT', url(), owner, beneficiary('bm90IGEgc29sdXRpb24='));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'captcha_failed', field: 'captcha' });
    // A used captcha is not a second pass.
    const captcha = await solveCaptcha(app);
    expect((await call('PUT', url(), owner, beneficiary(captcha))).statusCode).toBe(200);
    expect((await call('PUT', url(), owner, beneficiary(captcha))).statusCode).toBe(401);
  });

  it.each([
    ['an account number too short', { account_number: '123' }, 'account_number_invalid', 'account_number'],
    [
      'an account number with a slash',
      { account_number: '1234/5678' },
      'account_number_invalid',
      'account_number',
    ],
    [
      'an account number of 35 characters',
      { account_number: '1'.repeat(35) },
      'account_number_invalid',
      'account_number',
    ],
    ['an IBAN with wrong check digits', { iban: 'GT83TRAJ01020000001210029690' }, 'iban_invalid', 'iban'],
    ['an IBAN of an unknown country', { iban: 'XX82TRAJ01020000001210029690' }, 'iban_invalid', 'iban'],
    ['a BIC of 7 characters', { bin: 'BAGTGTG' }, 'bic_invalid', 'bin'],
    ['a BIC with a digit in the bank code', { bin: 'B4GTGTGC' }, 'bic_invalid', 'bin'],
    ['a country not in the catalog', { country: 'zz' }, 'country_unknown', 'country'],
    ['a state of another country', { state: 'sv-san-salvador' }, 'state_unknown', 'state'],
    ['a blank first name', { first_name: '   ' }, 'first_name_required', 'first_name'],
  ])('refuses %s, naming the field', async (_, fields, code, field) => {
    expect(await refusal(fields)).toEqual({ code, field });
  });

  it.each([
    ['no body', undefined],
    ['an array', [1]],
    ['a field the contract does not have', { extra: 1 }],
    ['an object for a name', { first_name: { text: 'María' } }],
    ['a bank name over 80 characters', { bank_name: 'B'.repeat(81) }],
    ['a BIC over 11 characters', { bin: 'BAGTGTGCXXXX' }],
    ['text with a NUL', { bank_name: 'Banco\u0000' }],
  ])('answers 400, never 5xx, to %s', async (_, fields) => {
    const body =
      fields === undefined
        ? undefined
        : Array.isArray(fields)
          ? fields
          : beneficiary(await solveCaptcha(app), fields);
    const res = await call('PUT', url(), owner, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('stores the account number and IBAN encrypted and answers only their last four', async () => {
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      bank_name: 'Banco Industrial',
      account_number_last4: '8901',
      iban_last4: '9690',
      bin: 'BAGTGTGC',
      state: expect.any(String),
    });
    const everything = [
      res.body,
      (await call('GET', url(), owner)).body,
      (await call('GET', `/api/payment/profile/${ownerId}`, owner)).body,
    ];
    for (const body of everything) {
      expect(body).not.toContain('012345678901');
      expect(body).not.toContain('0123-456789-01');
      expect(body).not.toContain('GT82TRAJ01020000001210029690');
      expect(body).not.toMatch(/account_number"|"iban"|_enc/);
    }

    const row = await storedRow();
    expect(row.account_number_enc).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(row.account_number_enc).not.toContain('012345678901');
    expect(row.iban_enc).not.toContain('GT82');
    const key = await loadPayoutKey(app.deps.db, undefined);
    expect(decryptPayoutValue(key, row.account_number_enc)).toBe('012345678901');
    expect(decryptPayoutValue(key, row.iban_enc ?? '')).toBe('GT82TRAJ01020000001210029690');
  });

  it('keeps the stored account number and IBAN when they are omitted, and removes the IBAN on ""', async () => {
    await save();
    const before = await storedRow();
    const kept = await save({ account_number: undefined, iban: undefined, bank_name: 'Banrural' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      bank_name: 'Banrural',
      account_number_last4: '8901',
      iban_last4: '9690',
    });
    const after = await storedRow();
    expect(after.account_number_enc).toBe(before.account_number_enc);
    expect(after.iban_enc).toBe(before.iban_enc);

    const removed = await save({ iban: '', bin: '' });
    expect(removed.json()).toMatchObject({ iban_last4: null, bin: null });
    expect((await storedRow()).iban_enc).toBeNull();
  });

  it('asks for an account number on the first save', async () => {
    const res = await save({ account_number: undefined }, other, otherId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'account_number_required', field: 'account_number' });
  });

  it("is the owner's only: another provider's is 404 and needs a token", async () => {
    await save();
    expect((await call('GET', url(ownerId), other)).statusCode).toBe(404);
    expect((await save({}, other, ownerId)).statusCode).toBe(404);
    expect((await call('GET', url(), null)).statusCode).toBe(401);
    expect((await call('PUT', url(), null, beneficiary('x'))).statusCode).toBe(401);
    // The owner's data did not change.
    expect((await call('GET', url(), owner)).json()).toMatchObject({ first_name: 'María' });
  });
});
