import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  DEMO,
  lastMailTo,
  loginAs,
  newAccount,
  registrationPayload,
  secretOf,
  startTestApp,
  type TestApp,
} from './testApp.ts';

let app: TestApp;
let personal: string;
let company: string;

beforeAll(async () => {
  app = await startTestApp();
  personal = await loginAs(app, DEMO.personal);
  company = await loginAs(app, DEMO.company);
});
afterAll(async () => {
  await app?.close();
});

/**
 * A provider of the calling test's own, a person whose profile is not yet complete, for a test that changes
 * a profile: the demo's are read as seeded. Without a category, as the demo's personal provider, unless one is
 * given.
 */
const ownAccount = (category: 'company' | null = null) =>
  newAccount(app, { role: 2, category, first_name: 'Carlos' });

const send = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const personInput = {
  first_name: 'Carlos',
  last_name: 'Pérez',
  phones: [{ country_code: 'gt', phone_number: '5512 3456', whatsapp: true }],
  date_of_birth: '1990-02-03',
  description: 'Guía local en Antigua.',
  languages: ['es', 'en'],
  tb_lg_gender_gender_id: 'male',
};

function multipart(bytes: Buffer, filename: string) {
  const boundary = '----portaltest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d9822b' } })
  .png()
  .toBuffer();

describe('personal information', () => {
  it('completes the basic profile of a personal account', async () => {
    const mine = await ownAccount();
    const before = await send('GET', '/users/me', mine.token);
    expect(before.json().basic_profile).toBe(false);

    const saved = await send('PUT', '/users/personal-information', mine.token, personInput);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      basic_profile: true,
      tb_lg_person: { tb_bp_bc_business_category_id: 'personal' },
    });

    const read = await send('GET', '/users/personal-information', mine.token);
    expect(read.json()).toMatchObject({ ...personInput, email: mine.email });
  });

  it('rejects a third phone and a short number', async () => {
    const three = {
      ...personInput,
      phones: [...personInput.phones, ...personInput.phones, ...personInput.phones],
    };
    const res = await send('PUT', '/users/personal-information', personal, three);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('phones');
    const short = { ...personInput, phones: [{ country_code: 'gt', phone_number: '5555', whatsapp: false }] };
    const res2 = await send('PUT', '/users/personal-information', personal, short);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().field).toBe('phones.0.phone_number');
  });

  it.each([
    ['gt', '5512 345', 'too short'],
    ['gt', '5512 3456 7', 'does not have a length'],
    ['gt', '1512 3456', 'not a number of its country'],
    ['cr', '8812 345', 'too short'],
    ['us', '201 555 01234', 'too long'],
  ])('refuses the %s number "%s" (%s) with a 400 naming the phone', async (country, phone_number, why) => {
    const phones = [
      { country_code: 'gt', phone_number: '5512 3456', whatsapp: false },
      { country_code: country, phone_number, whatsapp: false },
    ];
    const res = await send('PUT', '/users/personal-information', personal, { ...personInput, phones });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_phone', field: 'phones.1.phone_number' });
    expect(res.json().message).toContain(why);
    const business = await send('PUT', '/users/business-profile', company, {
      name: 'Hotel Lago Atitlán',
      email: 'info@lago.gt',
      phones,
      fundation_date: '2015-01-01',
      languages: ['es'],
    });
    expect(business.statusCode).toBe(400);
    expect(business.json()).toMatchObject({ code: 'invalid_phone', field: 'phones.1.phone_number' });
  });

  it('keeps an 8-digit Guatemalan number and numbers of the other §5 countries', async () => {
    const mine = (await ownAccount()).token;
    const phones = [
      { country_code: 'gt', phone_number: '5512 3456', whatsapp: true },
      { country_code: 'cr', phone_number: '8812 3456', whatsapp: false },
    ];
    const saved = await send('PUT', '/users/personal-information', mine, { ...personInput, phones });
    expect(saved.statusCode).toBe(200);
    expect((await send('GET', '/users/personal-information', mine)).json().phones).toEqual(phones);
    const us = [{ country_code: 'us', phone_number: '201 555 0123', whatsapp: false }];
    const other = await send('PUT', '/users/personal-information', mine, { ...personInput, phones: us });
    expect(other.statusCode).toBe(200);
  });

  it('stores a PNG picture decoded and re-encoded, refuses other bytes and large files', async () => {
    const mine = (await ownAccount()).token;
    const ok = await app.inject({
      method: 'PUT',
      url: '/users/personal-picture',
      ...withAuth(mine, multipart(PNG, 'me.png')),
    });
    expect(ok.statusCode).toBe(200);
    const url = ok.json().url_photo as string;
    expect(url).toMatch(/^\/files\/.+\.webp$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const fake = await app.inject({
      method: 'PUT',
      url: '/users/personal-picture',
      ...withAuth(mine, multipart(Buffer.from('<?php echo 1; ?>'), 'photo.png')),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('invalid_image');

    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 2)]);
    const tooBig = await app.inject({
      method: 'PUT',
      url: '/users/personal-picture',
      ...withAuth(mine, multipart(big, 'big.png')),
    });
    expect(tooBig.statusCode).toBe(413);
  });
});

function withAuth(token: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } };
}

describe('business profile', () => {
  it('answers an empty profile before it exists, then makes a company account', async () => {
    const email = 'empresa-nueva@example.com';
    await app.inject({
      method: 'POST',
      url: '/users/register',
      payload: await registrationPayload(app, email),
    });
    const secret = secretOf((await lastMailTo(app, email)).link);
    const token = (
      await app.inject({ method: 'POST', url: '/users/verify-account', payload: { secret } })
    ).json().token;

    const empty = await send('GET', '/users/business-profile', token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ name: '', email: '', phones: [], languages: [] });
    const location = await send('GET', '/users/location', token);
    expect(location.statusCode).toBe(200);
    expect(location.json()).toEqual({ country: 'gt', state: '', city: '', language: 'es' });
    expect((await send('GET', '/users/me', token)).json().tb_lg_person.country).toBe('gt');
    const logoFirst = await app.inject({
      method: 'PUT',
      url: '/users/business-picture',
      ...withAuth(token, multipart(PNG, 'logo.png')),
    });
    expect(logoFirst.statusCode).toBe(404);

    const category = await send('PUT', '/users/business-category', token, { business_category: 'company' });
    expect(category.json()).toMatchObject({
      basic_profile: false,
      tb_lg_person: { tb_bp_bc_business_category_id: 'company' },
    });

    const saved = await send('PUT', '/users/business-profile', token, {
      name: 'Tours Volcán',
      email: 'info@toursvolcan.gt',
      phones: [{ country_code: 'gt', phone_number: '2222 3333', whatsapp: false }],
      fundation_date: '2015-01-01',
      languages: ['es'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      basic_profile: true,
      tb_lg_person: { tb_bp_md_business_profile: { name: 'Tours Volcán' } },
    });

    const logo = await app.inject({
      method: 'PUT',
      url: '/users/business-picture',
      ...withAuth(token, multipart(PNG, 'logo.png')),
    });
    expect(logo.statusCode).toBe(200);
    const me = (await send('GET', '/users/me', token)).json();
    expect(me.tb_lg_person.tb_bp_md_business_profile.tb_bp_logo_picture.url_photo).toBe(
      logo.json().url_photo,
    );
  });

  it('shows each provider only its own profile', async () => {
    const mine = (await send('GET', '/users/business-profile', company)).json();
    expect(mine.name).toBe('Hotel Lago Atitlán');
    expect((await send('GET', '/users/business-profile', personal)).json().name).toBe('');
  });
});

describe('account', () => {
  it('refuses an email in use and a wrong current password, then changes the password', async () => {
    const mine = await ownAccount();
    let token = mine.token;
    const inUse = await send('PUT', '/users/account', token, {
      email: DEMO.company,
      change_password: false,
      password: DEMO.password,
    });
    expect(inUse.statusCode).toBe(403);
    const wrong = await send('PUT', '/users/account', token, {
      email: mine.email,
      change_password: true,
      password: 'not-it-1',
      new_password: 'Cambio2026',
      verify_password: 'Cambio2026',
    });
    expect(wrong.statusCode).toBe(400);
    const mismatch = await send('PUT', '/users/account', token, {
      email: mine.email,
      change_password: true,
      password: DEMO.password,
      new_password: 'Cambio2026',
      verify_password: 'Cambio2027',
    });
    expect(mismatch.statusCode).toBe(401);
    const ok = await send('PUT', '/users/account', token, {
      email: mine.email,
      change_password: true,
      password: DEMO.password,
      new_password: 'Cambio2026',
      verify_password: 'Cambio2026',
    });
    expect(ok.statusCode).toBe(200);
    // The change ended the old session; the answer carries this one's new token.
    expect((await send('GET', '/users/me', token)).statusCode).toBe(401);
    token = ok.json().token;
    expect((await send('GET', '/users/me', token)).statusCode).toBe(200);
    expect(await loginAs(app, mine.email, 'Cambio2026')).toMatch(/^ey/);
  });
});

describe('location and stats', () => {
  it('saves a consistent country/state/city and language', async () => {
    const mine = (await ownAccount('company')).token;
    const bad = await send('PUT', '/users/location', mine, {
      country: 'sv',
      state: 'gt-solola',
      city: 'gt-solola-panajachel',
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    const good = await send('PUT', '/users/location', mine, {
      country: 'gt',
      state: 'gt-sacatepequez',
      city: 'gt-sacatepequez-antigua-guatemala',
      language: 'en',
    });
    expect(good.statusCode).toBe(200);
    expect((await send('GET', '/users/location', mine)).json().city).toBe(
      'gt-sacatepequez-antigua-guatemala',
    );
    expect((await send('GET', '/users/me', mine)).json().tb_gcm_language).toBe('en');
  });

  it('starts an unsaved location empty when the registration country is not a known one', async () => {
    const email = 'pais-desconocido@example.com';
    await app.inject({
      method: 'POST',
      url: '/users/register',
      payload: await registrationPayload(app, email, { country: 'atlantida', language_code: 'en' }),
    });
    const secret = secretOf((await lastMailTo(app, email)).link);
    const token = (
      await app.inject({ method: 'POST', url: '/users/verify-account', payload: { secret } })
    ).json().token;
    const location = await send('GET', '/users/location', token);
    expect(location.statusCode).toBe(200);
    expect(location.json()).toEqual({ country: '', state: '', city: '', language: 'en' });
  });

  it('saves the language the person picks, for the account and its location', async () => {
    const mine = (await ownAccount('company')).token;
    // A location saved in English before, so both the account's language and the location's change.
    const english = await send('PUT', '/users/location', mine, {
      country: 'gt',
      state: 'gt-sacatepequez',
      city: 'gt-sacatepequez-antigua-guatemala',
      language: 'en',
    });
    expect(english.statusCode).toBe(200);
    const saved = await send('PUT', '/users/language', mine, { language: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'es' });
    expect((await send('GET', '/users/me', mine)).json().tb_gcm_language).toBe('es');
    expect((await send('GET', '/users/location', mine)).json().language).toBe('es');
    expect((await send('PUT', '/users/language', mine, { language: 'fr' })).statusCode).toBe(400);
    expect((await send('PUT', '/users/language', mine, {})).statusCode).toBe(400);
    const signedOut = await app.inject({
      method: 'PUT',
      url: '/users/language',
      payload: { language: 'en' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('catalogs', () => {
  it('lists countries, Guatemala’s 22 departments and El Salvador’s 14, and cities', async () => {
    const countries = (
      await app.inject({ method: 'GET', url: '/api/location/countries?language_code=en' })
    ).json();
    expect(countries.map((c: { code: string }) => c.code).sort()).toEqual([
      'BZ',
      'CR',
      'DO',
      'GT',
      'HN',
      'NI',
      'PA',
      'SV',
      'US',
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/location/states/gt' })).json()).toHaveLength(22);
    expect((await app.inject({ method: 'GET', url: '/api/location/states/sv' })).json()).toHaveLength(14);
    const cities = (await app.inject({ method: 'GET', url: '/api/location/cities/gt-solola' })).json();
    expect(cities.map((c: { name: string }) => c.name)).toContain('Panajachel');
  });

  it('names languages and genders in the asked language', async () => {
    const en = (await app.inject({ method: 'GET', url: '/api/catalog/languages?language_code=en' })).json();
    expect(en[0]).toEqual({ _id: 'es', name: 'Spanish' });
    const es = (await app.inject({ method: 'GET', url: '/api/catalog/genders' })).json();
    expect(es.map((g: { name: string }) => g.name)).toContain('Mujer');
    expect(
      (await app.inject({ method: 'GET', url: '/api/catalog/genders?language_code=fr' })).statusCode,
    ).toBe(400);
  });
});
