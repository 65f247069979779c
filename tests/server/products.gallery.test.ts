import fs from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, type Part, paddedPng, picture } from './imageFixtures.ts';
import { app, insertProduct, operator, other, owner, setUpProductApp } from './productFixtures.ts';
import { bearer } from './testApp.ts';

setUpProductApp();

const MB = 1024 * 1024;

/** Real pictures and videos (pictures are decoded, videos walked), grown to a size where a test needs one. */
const canvas = () => picture(64, 48, '#3a7d5c');
const SMALL_PNG = await canvas().png().toBuffer();
const SMALL_JPEG = await canvas().jpeg().toBuffer();

/** A PNG of `size` bytes. */
const png = (size = 2048) => paddedPng(SMALL_PNG, size);
const jpeg = (size = SMALL_JPEG.length) =>
  Buffer.concat([SMALL_JPEG, Buffer.alloc(size - SMALL_JPEG.length, 7)]);
function box(type: string, payload: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(payload.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}
/** An MP4 of `size` bytes: `ftyp`, `moov` and the `mdat` box filling the rest. */
function mp4(size = 4096) {
  const head = Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
  ]);
  return Buffer.concat([head, box('mdat', Buffer.alloc(size - head.length - 8, 9))]);
}
const text = () => Buffer.from('Esto no es una imagen, solo texto plano.\n');

const files = (...list: [string, Buffer, string?][]): Part[] =>
  list.map(([filename, data, type]) => ({ field: 'files', filename, data, type }));

const galleryUrl = (id: string, type = 1) => `/api/accommodation/multimedia/${type}/${id}`;
const mainUrl = (id: string, type = 1) => `/api/accommodation/main-picture/${type}/${id}`;

function upload(method: 'PUT' | 'POST', url: string, parts: Part[], token = owner) {
  const body = multipart(parts);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
const putMain = (id: string, data: Buffer, filename = 'portada.png', token = owner, extra: Part[] = []) =>
  upload('PUT', mainUrl(id), [...extra, { field: 'file', filename, data, type: 'image/png' }], token);
const getGallery = (id: string, token = owner) =>
  app.inject({ method: 'GET', url: galleryUrl(id), headers: bearer(token) });
const deleteItem = (id: string, galleryId: string, token = owner) =>
  app.inject({
    method: 'DELETE',
    url: galleryUrl(id),
    headers: bearer(token),
    payload: { gallery_id: galleryId },
  });
const saveStep = (id: string, type = 1, token = owner) =>
  app.inject({ method: 'PUT', url: galleryUrl(id, type), headers: bearer(token) });

const storedFiles = async () => (await fs.readdir(app.deps.storage.root)).sort();
const served = (url: string) => app.inject({ method: 'GET', url });

function expectRefused(
  res: { statusCode: number; body: string; json(): { message: string } },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
}

async function statusOf(id: string) {
  return (
    await app.deps.db.selectFrom('products').select('status').where('id', '=', id).executeTakeFirstOrThrow()
  ).status;
}

describe('main picture', () => {
  it('starts without one, then stores a PNG under the given name and serves it', async () => {
    const id = await insertProduct();
    expect((await getGallery(id)).json()).toEqual({ mainPicture: null, multimediaGallery: [] });
    const bytes = png();
    const res = await putMain(id, bytes, 'foto.png', owner, [{ field: 'name', data: 'Portada' }]);
    expect(res.statusCode, res.body).toBe(200);
    const { mainPicture } = res.json();
    expect(mainPicture).toEqual({
      url_photo: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\.webp$/),
      name: 'Portada',
    });
    // Stored re-encoded (see uploads.test.ts): the same picture, not the same bytes.
    const stored = (await served(mainPicture.url_photo)).rawPayload;
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(stored.equals(bytes)).toBe(false);
    expect((await getGallery(id)).json().mainPicture).toEqual(mainPicture);
  });

  it('replaces the old picture and deletes its file', async () => {
    const id = await insertProduct();
    const first = (await putMain(id, png())).json().mainPicture;
    const second = (await putMain(id, jpeg(), 'lago.jpg')).json().mainPicture;
    expect(second).toEqual({ url_photo: expect.stringMatching(/\.webp$/), name: 'lago.jpg' });
    expect((await served(first.url_photo)).statusCode).toBe(404);
    expect((await served(second.url_photo)).statusCode).toBe(200);
  });

  it('judges the bytes: a text file named .jpg and an MP4 are refused with uploadFile', async () => {
    const id = await insertProduct();
    const before = await storedFiles();
    const textRes = await putMain(id, text(), 'foto.jpg');
    expectRefused(textRes, 400, 'uploadFile');
    expect(textRes.json().code).toBe('invalid_image');
    expectRefused(await putMain(id, mp4(), 'foto.png'), 400, 'uploadFile');
    expect(await storedFiles()).toEqual(before);
    expect((await getGallery(id)).json().mainPicture).toBeNull();
  });

  it('takes a picture under 1 MB and refuses one of 1 MB or more with imgSmaller', async () => {
    const id = await insertProduct();
    expect((await putMain(id, png(MB - 1))).statusCode).toBe(200);
    const atLimit = await putMain(id, png(MB));
    expectRefused(atLimit, 413, 'imgSmaller');
    expect(atLimit.json().code).toBe('image_too_large');
    expectRefused(await putMain(id, jpeg(5 * MB)), 413, 'imgSmaller');
  });

  it('sends a published or in-revision product back to revision and leaves a hidden one hidden', async () => {
    for (const [status, after] of [
      ['published', 'revision'],
      ['revision', 'revision'],
      ['hidden', 'hidden'],
    ] as const) {
      const id = await insertProduct(1, { status });
      expect((await putMain(id, png())).statusCode).toBe(200);
      expect(await statusOf(id), status).toBe(after);
    }
  });

  it('refuses a request without the file field', async () => {
    const id = await insertProduct();
    const res = await upload('PUT', mainUrl(id), [{ field: 'name', data: 'Portada' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('file');
  });
});

describe('gallery uploads', () => {
  it('takes pictures and videos by their bytes, whatever their names say', async () => {
    const id = await insertProduct();
    const res = await upload(
      'POST',
      galleryUrl(id),
      files(['renamed.mp4', png(), 'video/mp4'], ['clip.mp4', mp4(), 'video/mp4'], ['foto', jpeg()]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().multimediaGallery;
    expect(items.map((i: { name: string; kind: string }) => [i.name, i.kind])).toEqual([
      ['renamed.mp4', 'image'],
      ['clip.mp4', 'video'],
      ['foto', 'image'],
    ]);
    expect(items[0].url_photo).toMatch(/\.webp$/);
    expect(items[1].url_photo).toMatch(/\.mp4$/);
    for (const item of items) {
      expect(item.url_photo).toBe(`/files/${item.key}`);
      expect((await served(item.url_photo)).statusCode).toBe(200);
    }
    const next = (await upload('POST', galleryUrl(id), files(['otra.png', png()]))).json();
    expect(next.multimediaGallery.map((i: { name: string }) => i.name)).toEqual([
      'renamed.mp4',
      'clip.mp4',
      'foto',
      'otra.png',
    ]);
    expect((await getGallery(id)).json()).toEqual(next);
  });

  it('refuses the whole batch when one file is not a picture or video, storing nothing', async () => {
    const id = await insertProduct();
    const before = await storedFiles();
    const res = await upload(
      'POST',
      galleryUrl(id),
      files(['bien.png', png()], ['foto.jpg', text(), 'image/jpeg']),
    );
    expectRefused(res, 400, 'invalidFile');
    expect(await storedFiles()).toEqual(before);
    expect((await getGallery(id)).json().multimediaGallery).toEqual([]);
  });

  it('takes pictures under 1 MB and videos under 3 MB', async () => {
    const id = await insertProduct();
    const before = await storedFiles();
    expectRefused(
      await upload('POST', galleryUrl(id), files(['a.png', png()], ['b.png', png(MB)])),
      413,
      'imgSmaller',
    );
    expectRefused(await upload('POST', galleryUrl(id), files(['c.mp4', mp4(3 * MB)])), 413, 'maxSize');
    expectRefused(await upload('POST', galleryUrl(id), files(['d.mp4', mp4(8 * MB)])), 413, 'maxSize');
    expect(await storedFiles()).toEqual(before);
    const fits = await upload(
      'POST',
      galleryUrl(id),
      files(['e.png', png(MB - 1)], ['f.mp4', mp4(3 * MB - 1)]),
    );
    expect(fits.statusCode).toBe(200);
    expect(fits.json().multimediaGallery).toHaveLength(2);
  });

  it('holds at most 15 items: the 16th is refused with maxSize', async () => {
    const id = await insertProduct();
    const fourteen = Array.from({ length: 14 }, (_, i) => [`f${i}.png`, png()] as [string, Buffer]);
    expect((await upload('POST', galleryUrl(id), files(...fourteen))).statusCode).toBe(200);
    const before = await storedFiles();
    expectRefused(
      await upload('POST', galleryUrl(id), files(['g.png', png()], ['h.png', png()])),
      413,
      'maxSize',
    );
    expect(await storedFiles()).toEqual(before);
    expect((await upload('POST', galleryUrl(id), files(['g.png', png()]))).statusCode).toBe(200);
    expectRefused(await upload('POST', galleryUrl(id), files(['i.png', png()])), 413, 'maxSize');
    expect((await getGallery(id)).json().multimediaGallery).toHaveLength(15);
  });

  it('refuses 16 files in one request', async () => {
    const id = await insertProduct();
    const sixteen = Array.from({ length: 16 }, (_, i) => [`f${i}.png`, png()] as [string, Buffer]);
    expectRefused(await upload('POST', galleryUrl(id), files(...sixteen)), 413, 'maxSize');
    expect((await getGallery(id)).json().multimediaGallery).toEqual([]);
  });

  it('refuses an empty batch and files under another field name', async () => {
    const id = await insertProduct();
    expectRefused(
      await upload('POST', galleryUrl(id), [{ field: 'note', data: 'hola' }]),
      400,
      'invalidFile',
    );
    expectRefused(
      await upload('POST', galleryUrl(id), [{ field: 'file', filename: 'a.png', data: png() }]),
      400,
      'invalidFile',
    );
  });
});

describe('gallery deletion', () => {
  it('removes one item and its file, and answers 404 for an item that is not this product’s', async () => {
    const id = await insertProduct();
    const otherProduct = await insertProduct();
    const items = (await upload('POST', galleryUrl(id), files(['a.png', png()], ['b.png', png()]))).json()
      .multimediaGallery;
    const foreign = (await upload('POST', galleryUrl(otherProduct), files(['c.png', png()]))).json()
      .multimediaGallery[0];
    const res = await deleteItem(id, items[0]._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().multimediaGallery).toEqual([items[1]]);
    expect((await served(items[0].url_photo)).statusCode).toBe(404);
    expect((await deleteItem(id, items[0]._id)).statusCode).toBe(404);
    expect((await deleteItem(id, foreign._id)).statusCode).toBe(404);
    expect((await served(foreign.url_photo)).statusCode).toBe(200);
  });
});

describe('multimedia step', () => {
  it('needs the main picture, then marks step 6', async () => {
    const id = await insertProduct(4);
    await upload('POST', galleryUrl(id, 4), files(['a.png', png()]));
    const refused = await saveStep(id, 4);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'main_picture_required', message: 'mainPictureRequired' });
    await upload('PUT', mainUrl(id, 4), [{ field: 'file', filename: 'p.png', data: png() }]);
    const saved = await saveStep(id, 4);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      _id: id,
      product_type: 4,
      step_validate: { step6: true },
      tb_gcm_status: { _id: 1, status: 'Ocultar' },
    });
  });

  it('sends a published product back to revision when saved', async () => {
    const id = await insertProduct(1, { status: 'published' });
    await app.deps.db
      .updateTable('products')
      .set({ main_picture_url: '/files/x.png' })
      .where('id', '=', id)
      .execute();
    expect((await saveStep(id)).json().tb_gcm_status).toEqual({ _id: 2, status: 'Validacion En Progreso' });
  });
});

describe('gallery authorization', () => {
  async function writesAs(token: string, id: string, galleryId: string) {
    return {
      main: (await putMain(id, png(), 'p.png', token)).statusCode,
      add: (await upload('POST', galleryUrl(id), files(['a.png', png()]), token)).statusCode,
      delete: (await deleteItem(id, galleryId, token)).statusCode,
      step: (await saveStep(id, 1, token)).statusCode,
    };
  }

  it('answers 404 to another provider on every gallery call and changes nothing', async () => {
    const id = await insertProduct();
    const item = (await upload('POST', galleryUrl(id), files(['a.png', png()]))).json().multimediaGallery[0];
    const before = (await getGallery(id)).json();
    expect((await getGallery(id, other)).statusCode).toBe(404);
    expect(await writesAs(other, id, item._id)).toEqual({ main: 404, add: 404, delete: 404, step: 404 });
    expect((await getGallery(id)).json()).toEqual(before);
    expect((await app.inject({ method: 'GET', url: galleryUrl(id) })).statusCode).toBe(401);
  });

  // Issue 25: the operator owns no products; its writes are refused by role (403), no longer by owner (404).
  it('lets the operator see the gallery but change nothing', async () => {
    const id = await insertProduct();
    const item = (await upload('POST', galleryUrl(id), files(['a.png', png()]))).json().multimediaGallery[0];
    const before = (await getGallery(id)).json();
    const seen = await getGallery(id, operator);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(before);
    expect(await writesAs(operator, id, item._id)).toEqual({ main: 403, add: 403, delete: 403, step: 403 });
    expect((await getGallery(id)).json()).toEqual(before);
  });

  it('answers 404 when the path names another product type', async () => {
    const id = await insertProduct(1);
    expect(
      (await app.inject({ method: 'GET', url: galleryUrl(id, 5), headers: bearer(owner) })).statusCode,
    ).toBe(404);
    expect((await upload('POST', galleryUrl(id, 5), files(['a.png', png()]))).statusCode).toBe(404);
  });
});
