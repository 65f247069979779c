import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerCurrentYear } from '../../machines/influencerRules.ts';
import { ROLE } from '../../machines/roles.ts';
import { DEMO_INFLUENCER, seedDemoInfluencer } from '../../server/db/demoInfluencers.ts';
import { castEmail, demoCast } from '../../server/db/seedCast.ts';
import { multipart, paddedPng, picture } from './imageFixtures.ts';
import {
  bearer,
  createTestAccount,
  loginAs,
  newAccount,
  solveCaptcha,
  startTestApp,
  type TestApp,
  tokenFor,
} from './testApp.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const MB = 1024 * 1024;
const SMALL_PNG = await picture(64, 48, '#d9822b').png().toBuffer();

/** An influencer (role 6) of the calling test's own: its profile, pictures and limits are its own. */
const ownInfluencer = () => newAccount(app, { role: ROLE.influencer, first_name: 'Lucía' });

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const myProfile = (token: string) => call('GET', '/api/influencers/me', token);
const register = (token: string, body: unknown) => call('POST', '/api/influencers', token, body);
const edit = (token: string, id: string, body: unknown) => call('PUT', `/api/influencers/${id}`, token, body);

/** Uploads the bytes as the form's file chooser does (the multipart field `file`). */
const upload = (token: string, data: Buffer, filename = 'yo.png', type = 'image/png') => {
  const body = multipart([{ field: 'file', filename, data, type }]);
  return app.inject({
    method: 'POST',
    url: '/api/influencers/picture',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

/** A picture stored for the influencer: its id and URL. */
async function uploadedPhoto(
  token: string,
  data: Buffer = SMALL_PNG,
): Promise<{ id: string; url_photo: string }> {
  const res = await upload(token, data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** What the influencer form sends (SPEC §3 Influencer payload), with a solved captcha. */
async function profileBody(photo: string, change: Record<string, unknown> = {}) {
  return {
    firstName: 'Lucía',
    lastName: 'Ramírez',
    publicName: 'Lucía Viaja',
    phone: '5555 1234',
    age: 29,
    activeSince: 2018,
    gender: 'mujer',
    country: 'gt',
    state: 'gt-sacatepequez',
    influencers_categories: ['Travel', 'Blogger'],
    newCategory: '',
    languages: ['es', 'en'],
    descriptions: [
      { code: 'es', description: 'Viajes por Guatemala.' },
      { code: 'en', description: 'Travel across Guatemala.' },
    ],
    socialMedia: [{ social_media: 'instagram', link: 'https://instagram.com/lucia', followers: '' }],
    photo,
    agreement: true,
    language_code: 'es',
    captcha: await solveCaptcha(app),
    ...change,
  };
}

/** An influencer with a registered profile: token, e-mail, the profile's id and its photo. */
async function registeredInfluencer() {
  const me = await ownInfluencer();
  const photo = await uploadedPhoto(me.token);
  const res = await register(me.token, await profileBody(photo.id));
  expect(res.statusCode, res.body).toBe(201);
  return { ...me, profileId: res.json().strapi_profile_id as string, photo };
}

const served = (url: string) => app.inject({ method: 'GET', url });

describe('the influencer profile before registering', () => {
  it('answers 404 to GET /api/influencers/me', async () => {
    const me = await ownInfluencer();
    const res = await myProfile(me.token);
    expect(res.statusCode, res.body).toBe(404);
  });

  it('is refused to a provider (role 2) with 403 on each operation, and to nobody signed in with 401', async () => {
    const provider = await newAccount(app, { role: ROLE.provider, category: 'company' });
    const influencer = await registeredInfluencer();
    const answers = [
      await myProfile(provider.token),
      await upload(provider.token, SMALL_PNG),
      await register(provider.token, await profileBody(influencer.photo.id)),
      await edit(provider.token, influencer.profileId, await profileBody(influencer.photo.id)),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/influencers/me' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the influencer picture (POST /api/influencers/picture)', () => {
  it('stores a PNG re-encoded as WebP within 500×375, keeping its proportions', async () => {
    const me = await ownInfluencer();
    const big = await picture(1000, 800, '#2a7f62').png().toBuffer();
    const stored = await uploadedPhoto(me.token, big);
    expect(stored).toEqual({
      id: expect.any(String),
      url_photo: expect.stringMatching(/^\/files\/.+\.webp$/),
    });
    const file = await served(stored.url_photo);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 469,
      height: 375,
    });
  });

  it('takes a JPEG and never enlarges a small picture', async () => {
    const me = await ownInfluencer();
    const jpeg = await picture(200, 150, '#3a7d5c').jpeg().toBuffer();
    const res = await upload(me.token, jpeg, 'foto.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const meta = await sharp((await served(res.json().url_photo)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 150]);
  });

  it('refuses a text file with 400 uploadFile and a picture of 1 MB or more with 413 imgSmaller', async () => {
    const me = await ownInfluencer();
    const text = await upload(me.token, Buffer.from('Esto no es una imagen.\n'), 'foto.png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'invalid_image', message: 'uploadFile', field: 'file' });
    const atLimit = await upload(me.token, paddedPng(SMALL_PNG, MB));
    expect(atLimit.statusCode).toBe(413);
    expect(atLimit.json()).toMatchObject({ message: 'imgSmaller' });
    expect((await upload(me.token, paddedPng(SMALL_PNG, MB - 1))).statusCode).toBe(201);
  });

  it('answers 415 to a body that is not multipart/form-data', async () => {
    const me = await ownInfluencer();
    const res = await call('POST', '/api/influencers/picture', me.token, { file: 'x' });
    expect(res.statusCode).toBe(415);
  });

  it('replaces a picture not saved in the profile with the next upload', async () => {
    const me = await ownInfluencer();
    const first = await uploadedPhoto(me.token);
    const second = await uploadedPhoto(me.token);
    expect((await served(first.url_photo)).statusCode).toBe(404);
    expect((await served(second.url_photo)).statusCode).toBe(200);
    const res = await register(me.token, await profileBody(first.id));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('photo');
  });
});

describe('registering the profile (POST /api/influencers)', () => {
  it('stores it and answers it with a new id, the account e-mail and the picture, as GET /me does after', async () => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    const body = await profileBody(photo.id, { newCategory: ' Cultura maya, Café ' });
    const res = await register(me.token, body);
    expect(res.statusCode, res.body).toBe(201);
    const { captcha: _captcha, agreement: _agreement, language_code: _language, ...fields } = body;
    const expected = {
      ...fields,
      newCategory: 'Cultura maya, Café',
      strapi_profile_id: expect.stringMatching(/^inf_[0-9a-f]{32}$/),
      email: me.email,
      photo_url: photo.url_photo,
      enabled: true,
      contactWay: 'email',
    };
    expect(res.json()).toEqual(expected);
    const read = await myProfile(me.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(res.json());
  });

  it('takes another category typed instead of a ticked one, and no phone nor social networks', async () => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    const body = await profileBody(photo.id, { influencers_categories: [], newCategory: 'Cocina' });
    const { phone: _phone, socialMedia: _social, ...withoutOptional } = body;
    const res = await register(me.token, withoutOptional);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ influencers_categories: [], newCategory: 'Cocina', socialMedia: [] });
    expect(res.json()).not.toHaveProperty('phone');
  });

  it('checks the captcha first: a failed one is 401 even with a wrong department', async () => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    const res = await register(
      me.token,
      await profileBody(photo.id, { captcha: 'not-a-solution', country: 'sv', state: 'gt-sacatepequez' }),
    );
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'captcha_failed', field: 'captcha' });
    expect((await myProfile(me.token)).statusCode).toBe(404);
  });

  it('refuses a captcha used once already', async () => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    const body = await profileBody(photo.id, { state: 'gt-nowhere' });
    expect((await register(me.token, body)).statusCode).toBe(400);
    expect((await register(me.token, { ...body, state: 'gt-guatemala' })).statusCode).toBe(401);
  });

  it.each([
    ['state', { country: 'sv', state: 'gt-sacatepequez' }, 'a department of another country'],
    ['state', { state: 'gt-atlantida' }, 'an unknown department'],
    [
      'influencers_categories',
      { influencers_categories: [], newCategory: ' , ' },
      'no category and no other',
    ],
    ['activeSince', { activeSince: influencerCurrentYear() + 1 }, 'a start year next year'],
    ['activeSince', { activeSince: 2013 }, 'a start year before 2014'],
    ['firstName', { firstName: '   ' }, 'a blank first name'],
    ['publicName', { publicName: ' ' }, 'a blank public name'],
    ['descriptions', { descriptions: [{ code: 'es', description: '  ' }] }, 'a blank description'],
    [
      'descriptions',
      {
        descriptions: [
          { code: 'es', description: 'Uno' },
          { code: 'es', description: 'Dos' },
        ],
      },
      'two descriptions in one language',
    ],
    [
      'descriptions.0.description',
      { descriptions: [{ code: 'es', description: 'x'.repeat(126) }] },
      'a description of 126',
    ],
    ['photo', { photo: randomUUID() }, 'an unknown photo id'],
    ['age', { age: 17 }, 'a minor'],
    ['agreement', { agreement: false }, 'the terms not accepted'],
  ])('refuses %s (%s) with a 400 naming it', async (field, change, _why) => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    const res = await register(me.token, await profileBody(photo.id, change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect((await myProfile(me.token)).statusCode).toBe(404);
  });

  it("refuses someone else's picture with a 400 naming photo", async () => {
    const someone = await ownInfluencer();
    const theirs = await uploadedPhoto(someone.token);
    const me = await ownInfluencer();
    await uploadedPhoto(me.token);
    const res = await register(me.token, await profileBody(theirs.id));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe('photo');
  });

  it('refuses unknown fields with a 400', async () => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    for (const extra of [
      { enabled: false },
      { strapi_profile_id: 'inf_mine' },
      { email: 'otra@prueba.gt' },
    ]) {
      const res = await register(me.token, await profileBody(photo.id, extra));
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await myProfile(me.token)).statusCode).toBe(404);
  });

  it('answers 409 to a second registration and keeps the first', async () => {
    const me = await registeredInfluencer();
    const again = await register(me.token, await profileBody(me.photo.id, { publicName: 'Otra' }));
    expect(again.statusCode, again.body).toBe(409);
    expect((await myProfile(me.token)).json()).toMatchObject({
      strapi_profile_id: me.profileId,
      publicName: 'Lucía Viaja',
    });
  });
});

describe('editing the profile (PUT /api/influencers/{strapiProfileId})', () => {
  it('saves the owner’s changes; a new photo replaces the old one, whose file is removed', async () => {
    const me = await registeredInfluencer();
    const newPhoto = await uploadedPhoto(me.token);
    const res = await edit(
      me.token,
      me.profileId,
      await profileBody(newPhoto.id, {
        publicName: 'Lucía en ruta',
        country: 'sv',
        state: 'sv-san-salvador',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      strapi_profile_id: me.profileId,
      publicName: 'Lucía en ruta',
      country: 'sv',
      state: 'sv-san-salvador',
      photo: newPhoto.id,
      photo_url: newPhoto.url_photo,
    });
    expect((await myProfile(me.token)).json()).toEqual(res.json());
    expect((await served(me.photo.url_photo)).statusCode).toBe(404);
    expect((await served(newPhoto.url_photo)).statusCode).toBe(200);
  });

  it('keeps the saved photo when the next upload comes (the profile still names it)', async () => {
    const me = await registeredInfluencer();
    await uploadedPhoto(me.token);
    await uploadedPhoto(me.token);
    expect((await served(me.photo.url_photo)).statusCode).toBe(200);
    const res = await edit(me.token, me.profileId, await profileBody(me.photo.id));
    expect(res.statusCode, res.body).toBe(200);
  });

  it("answers 404 to another influencer's profile and to an unknown id, and changes nothing", async () => {
    const owner = await registeredInfluencer();
    const other = await registeredInfluencer();
    for (const id of [owner.profileId, 'inf_unknown']) {
      const res = await edit(other.token, id, await profileBody(other.photo.id, { publicName: 'Robada' }));
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await myProfile(owner.token)).json().publicName).toBe('Lucía Viaja');
    expect((await myProfile(other.token)).json().publicName).toBe('Lucía Viaja');
  });

  it('checks the captcha first, then the same fields as registering', async () => {
    const me = await registeredInfluencer();
    const failed = await edit(
      me.token,
      me.profileId,
      await profileBody(me.photo.id, { captcha: 'x', state: 'x' }),
    );
    expect(failed.statusCode).toBe(401);
    const wrong = await edit(
      me.token,
      me.profileId,
      await profileBody(me.photo.id, { activeSince: influencerCurrentYear() + 1 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('activeSince');
  });
});

describe('linking the profile to the account (POST /users/link-profile-code)', () => {
  it('links the id registering answered, which GET /users/me then shows', async () => {
    const me = await registeredInfluencer();
    const linked = await call('POST', '/users/link-profile-code', me.token, {
      strapiId: me.profileId,
      publicName: 'Lucía Viaja',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const user = (await call('GET', '/users/me', me.token)).json();
    expect(user.tb_lg_person.tb_bp_md_business_profile).toMatchObject({ strapi_profile_id: me.profileId });
  });

  it("refuses another influencer's profile id, and one nobody has (SPEC §6: only the owner)", async () => {
    const me = await registeredInfluencer();
    const someoneElse = await registeredInfluencer();
    for (const strapiId of [someoneElse.profileId, 'inf_nobody']) {
      const refused = await call('POST', '/users/link-profile-code', me.token, {
        strapiId,
        publicName: 'Otra',
      });
      expect(refused.statusCode, strapiId).toBe(400);
      expect(refused.json().field).toBe('strapiId');
    }
    const user = (await call('GET', '/users/me', me.token)).json();
    expect(user.tb_lg_person.tb_bp_md_business_profile?.strapi_profile_id ?? null).not.toBe(
      someoneElse.profileId,
    );
  });
});

describe('malformed bodies', () => {
  it('are answered 400, never 5xx', async () => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    const many = Array.from({ length: 5000 }, () => ({ code: 'es', description: 'x' }));
    const bodies = [
      { age: 'treinta' },
      { activeSince: '2018 o 2019' },
      { age: 29.5 },
      { descriptions: many },
      { influencers_categories: Array.from({ length: 5000 }, () => 'Travel') },
      { languages: ['es', 'es'] },
      { socialMedia: [{ social_media: 'myspace', link: 'https://x.gt' }] },
      { socialMedia: [{ social_media: 'instagram', link: 'http://sin-https.gt' }] },
      { country: 'mx' },
      { photo: '' },
      { state: null },
      { descriptions: 'es' },
    ];
    for (const change of bodies) {
      const res = await register(me.token, await profileBody(photo.id, change));
      expect(res.statusCode, `${JSON.stringify(change).slice(0, 80)}: ${res.body}`).toBe(400);
    }
    for (const raw of ['{', '[]', 'null', '"texto"']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/influencers',
        headers: { ...bearer(me.token), 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, `${raw}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${raw}: ${res.body}`).toBeLessThan(500);
    }
    expect((await myProfile(me.token)).statusCode).toBe(404);
  });

  it('takes integers sent as digits, as the form parses them (SPEC §5)', async () => {
    const me = await ownInfluencer();
    const photo = await uploadedPhoto(me.token);
    const res = await register(me.token, await profileBody(photo.id, { age: '31', activeSince: '2020' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ age: 31, activeSince: 2020 });
  });
});

describe('the demo influencer (seedDemoInfluencer)', () => {
  it('gets a complete, linked profile with a 500×375 picture, once', async () => {
    const cast = demoCast(`tinf${randomUUID().replaceAll('-', '').slice(0, 10)}`);
    const id = await createTestAccount(app, {
      email: castEmail(cast, DEMO_INFLUENCER),
      role: ROLE.influencer,
    });
    await seedDemoInfluencer(app.deps.db, app.deps.storage, cast);
    await seedDemoInfluencer(app.deps.db, app.deps.storage, cast);
    const token = await tokenFor(app, id);
    const res = await myProfile(token);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      publicName: 'Lucía Viaja GT',
      email: castEmail(cast, DEMO_INFLUENCER),
      strapi_profile_id: expect.stringMatching(/^inf_[0-9a-f]{32}$/),
      enabled: true,
    });
    const meta = await sharp((await served(profile.photo_url)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 500, 375]);
    const user = (await call('GET', '/users/me', token)).json();
    expect(user.tb_lg_person.tb_bp_md_business_profile.strapi_profile_id).toBe(profile.strapi_profile_id);
    // The demo's own influencer, as the seed would give it, can edit it through the form.
    const edited = await edit(token, profile.strapi_profile_id, await profileBody(profile.photo));
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('gives influencer@demo.gt its profile on the demo itself', async () => {
    await seedDemoInfluencer(app.deps.db, app.deps.storage);
    const token = await loginAs(app, DEMO_INFLUENCER);
    const res = await myProfile(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Lucía', lastName: 'Ramírez', state: 'gt-sacatepequez' });
  });
});
