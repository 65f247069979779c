import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../server/storage/images.ts';
import { paddedPng as padPng, picture, pngChunk } from './imageFixtures.ts';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

/*
 * Uploads are decoded, never trusted: what is stored is a picture drawn again from the decoded pixels
 * (WebP at the SPEC §5 sizes, no metadata, nothing appended), a whole MP4, or nothing at all.
 */

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

const MB = 1024 * 1024;

// --- Files made with sharp, and the hostile ones built from them ---------------------------------------

const pngOf = (width: number, height: number) => picture(width, height).png().toBuffer();
const SMALL_PNG = await pngOf(120, 80);

/** A real PNG grown to `size` bytes. */
const paddedPng = (size: number) => padPng(SMALL_PNG, size);

const HTML = '<html><body><script>fetch("/api/steal?c="+document.cookie)</script></body></html>';

/** A PNG header claiming 60000×60000 pixels, one empty data chunk and the end: 65 bytes in all. */
function claimedGiantPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60000, 0);
  header.writeUInt32BE(60000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    SMALL_PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG carrying an HTML page in a comment segment right after its start marker. */
async function htmlInJpeg() {
  const jpeg = await picture(160, 120).jpeg().toBuffer();
  const comment = Buffer.from(HTML, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

function box(type: string, payload: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(payload.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}
/** `ftyp`: major brand, minor version, compatible brands. */
const ftyp = (brands: string[]) =>
  box('ftyp', Buffer.from(`${brands[0]}\0\0\x02\0${brands.join('')}`, 'latin1'));
const moov = box('moov', box('mvhd', Buffer.alloc(100)));
const mp4 = (dataBytes = 2048, brands = ['isom', 'iso2', 'mp41']) =>
  Buffer.concat([ftyp(brands), moov, box('mdat', Buffer.alloc(dataBytes, 9))]);

// --- Requests -----------------------------------------------------------------------------------------

interface Part {
  field: string;
  filename?: string;
  data: Buffer | string;
}

const CHUNK = 64 * 1024;
const slices = (data: Buffer) =>
  Array.from({ length: Math.ceil(data.length / CHUNK) }, (_, i) => data.subarray(i * CHUNK, (i + 1) * CHUNK));

/**
 * The body as a client writes it: each part's headers, then its data in 64 KiB pieces (so a file's 1 MiB
 * falls exactly on the end of a piece, as it does over a socket when the headers went out on their own).
 */
function multipart(parts: Part[]) {
  const boundary = `----uploads${randomUUID()}`;
  const pieces = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${
        p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/png` : ''
      }\r\n\r\n`,
    ),
    ...slices(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data)),
    Buffer.from('\r\n'),
  ]);
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { pieces, body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Method = 'PUT' | 'POST';
interface Target {
  method: Method;
  url: string;
  token: () => string;
  field: string;
}

async function insertProduct() {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({ id, provider_id: 'demo-1', product_type: 1, name: 'Cabañas', updated_at: new Date() })
    .execute();
  return id;
}

const personalPicture: Target = {
  method: 'PUT',
  url: '/users/personal-picture',
  token: () => personal,
  field: 'file',
};
const businessPicture: Target = {
  method: 'PUT',
  url: '/users/business-picture',
  token: () => company,
  field: 'file',
};
const mainPicture = (id: string): Target => ({
  method: 'PUT',
  url: `/api/accommodation/main-picture/1/${id}`,
  token: () => company,
  field: 'file',
});
const gallery = (id: string): Target => ({
  method: 'POST',
  url: `/api/accommodation/multimedia/1/${id}`,
  token: () => company,
  field: 'files',
});

/** Sends the files; `streamed` leaves out Content-Length (chunked), so only the streaming check can stop it. */
function send(target: Target, files: Buffer[], options: { streamed?: boolean } = {}) {
  const { pieces, body, contentType } = multipart(
    files.map((data, i) => ({ field: target.field, filename: `file-${i}.png`, data })),
  );
  const payload = options.streamed ? Readable.from(pieces) : body;
  return app.inject({
    method: target.method,
    url: target.url,
    payload,
    headers: { 'content-type': contentType, ...bearer(target.token()) },
  });
}

/** The stored URL an upload answered: the picture's own, the main picture's or the gallery's last item. */
function storedUrl(res: { json(): Record<string, unknown> }): string {
  const body = res.json() as {
    url_photo?: string;
    mainPicture?: { url_photo: string } | null;
    multimediaGallery?: { url_photo: string }[];
  };
  return (body.url_photo ??
    body.multimediaGallery?.at(-1)?.url_photo ??
    body.mainPicture?.url_photo) as string;
}

async function fetchStored(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
}
const thumbnailUrl = (url: string) => url.replace(/\.webp$/, '.thumb.webp');
const storedFiles = async () => (await fs.readdir(app.deps.storage.root)).sort();

async function pictureTargets() {
  const product = await insertProduct();
  return [personalPicture, businessPicture, mainPicture(product), gallery(product)];
}

// --- Tests ---------------------------------------------------------------------------------------------

describe('pictures are decoded and drawn again', () => {
  it('stores a PNG with an HTML page appended as a fresh WebP without the HTML, on every upload', async () => {
    const polyglot = Buffer.concat([SMALL_PNG, Buffer.from(HTML, 'latin1')]);
    for (const target of await pictureTargets()) {
      const res = await send(target, [polyglot]);
      expect(res.statusCode, `${target.url} ${res.body}`).toBe(200);
      const url = storedUrl(res);
      expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\.webp$/);
      for (const stored of [await fetchStored(url), await fetchStored(thumbnailUrl(url))]) {
        const text = stored.toString('latin1').toLowerCase();
        expect(text).not.toContain('<html');
        expect(text).not.toContain('<script');
        expect((await sharp(stored).metadata()).format).toBe('webp');
      }
    }
  });

  it('stores an HTML/JPEG mix without the HTML', async () => {
    const res = await send(mainPicture(await insertProduct()), [await htmlInJpeg()]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await fetchStored(storedUrl(res))).toString('latin1').toLowerCase();
    expect(stored).not.toContain('<html');
    expect(stored).not.toContain('<script');
  });

  it('refuses a 65-byte PNG claiming 60000×60000 pixels with 400, storing nothing', async () => {
    const giant = claimedGiantPng();
    expect(giant).toHaveLength(65);
    const before = await storedFiles();
    const targets = await pictureTargets();
    const answers = [];
    for (const target of targets) {
      const res = await send(target, [giant]);
      answers.push([res.statusCode, res.json().message]);
    }
    expect(answers).toEqual([
      [400, 'uploadFile'],
      [400, 'uploadFile'],
      [400, 'uploadFile'],
      [400, 'invalidFile'],
    ]);
    expect(await storedFiles()).toEqual(before);
  });

  it('takes only JPEG and PNG, judged by decoding: GIF, WebP, SVG and a cut-short PNG are refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script/></svg>');
    const refused = [
      await picture(40, 40).gif().toBuffer(),
      await picture(40, 40).webp().toBuffer(),
      svg,
      (await pngOf(300, 200)).subarray(0, 60),
    ];
    const target = mainPicture(await insertProduct());
    for (const bytes of refused) {
      const res = await send(target, [bytes]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_image', message: 'uploadFile' });
    }
  });

  it('strips EXIF metadata (GPS, camera) and turns the picture upright', async () => {
    const tagged = await picture(300, 200, '#c84a2f')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'Pocket 3' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 41/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '91/1 9/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const res = await send(mainPicture(await insertProduct()), [tagged]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await fetchStored(storedUrl(res));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('SpyCam')).toBe(false);
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('stores the preset sizes, each picture with a 320 px wide thumbnail beside it', async () => {
    const product = await insertProduct();
    const sizeOf = async (url: string) => {
      const meta = await sharp(await fetchStored(url)).metadata();
      return [meta.width, meta.height];
    };
    const cases: [Target, Buffer, number[], number[]][] = [
      // SPEC §5 gallery 1024×683; the main picture leads the gallery and gets its size.
      [mainPicture(product), await pngOf(3000, 2000), [1024, 683], [320, 213]],
      [gallery(product), await pngOf(2400, 1600), [1024, 683], [320, 213]],
      // A square crop keeps its proportions within the box; a small picture is never enlarged.
      [gallery(product), await pngOf(1500, 1500), [683, 683], [320, 320]],
      [gallery(product), await pngOf(300, 200), [300, 200], [300, 200]],
      // Profile picture: filled square; logo: the whole logo on a transparent square.
      [personalPicture, await pngOf(900, 600), [512, 512], [320, 320]],
      [personalPicture, await pngOf(100, 80), [80, 80], [80, 80]],
      [businessPicture, await pngOf(1200, 300), [512, 512], [320, 320]],
    ];
    for (const [target, bytes, size, thumbnail] of cases) {
      const res = await send(target, [bytes]);
      expect(res.statusCode, res.body).toBe(200);
      const url = storedUrl(res);
      expect(await sizeOf(url), target.url).toEqual(size);
      expect(await sizeOf(thumbnailUrl(url)), `${target.url} thumbnail`).toEqual(thumbnail);
    }
    const logo = await fetchStored(
      thumbnailUrl(storedUrl(await send(businessPicture, [await pngOf(1200, 300)]))),
    );
    expect((await sharp(logo).metadata()).hasAlpha).toBe(true);
  });

  it('has the menu (819×546) and influencer (500×375) presets ready for their uploads', async () => {
    const menu = await renderImage(await pngOf(2457, 1638), 'menu');
    expect([menu?.width, menu?.height]).toEqual([819, 546]);
    const influencer = await renderImage(await pngOf(2000, 1500), 'influencer');
    expect([influencer?.width, influencer?.height]).toEqual([500, 375]);
  });

  it('removes the replaced picture and its thumbnail', async () => {
    const target = mainPicture(await insertProduct());
    const first = storedUrl(await send(target, [SMALL_PNG]));
    expect((await app.inject({ method: 'GET', url: thumbnailUrl(first) })).statusCode).toBe(200);
    const second = storedUrl(await send(target, [SMALL_PNG]));
    expect(second).not.toBe(first);
    for (const url of [first, thumbnailUrl(first)]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const personalFirst = storedUrl(await send(personalPicture, [SMALL_PNG]));
    await send(personalPicture, [SMALL_PNG]);
    expect((await app.inject({ method: 'GET', url: personalFirst })).statusCode).toBe(404);
  });
});

describe('the size limit holds while the body streams', () => {
  const twentyMb = paddedPng(20 * MB);

  it('answers a 20 MB profile picture 413 on 10 tries of 10, with and without Content-Length, storing nothing', async () => {
    const before = await storedFiles();
    const answers: [number, string][] = [];
    for (let i = 0; i < 10; i++) {
      for (const streamed of [false, true]) {
        const res = await send(personalPicture, [twentyMb], { streamed });
        answers.push([res.statusCode, res.json().message]);
      }
    }
    expect(answers).toEqual(Array(20).fill([413, 'imgSmaller']));
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 on every upload operation for a body over its limit, storing nothing', async () => {
    const before = await storedFiles();
    const product = await insertProduct();
    for (const target of [businessPicture, mainPicture(product)]) {
      expect((await send(target, [paddedPng(MB)], { streamed: true })).statusCode).toBe(413);
      expect((await send(target, [twentyMb])).statusCode).toBe(413);
    }
    const target = gallery(product);
    expect((await send(target, [SMALL_PNG, paddedPng(MB)], { streamed: true })).json().message).toBe(
      'imgSmaller',
    );
    expect((await send(target, [mp4(20 * MB)], { streamed: true })).json().message).toBe('maxSize');
    expect((await send(target, [mp4(50 * MB)])).json().message).toBe('maxSize');
    expect(await storedFiles()).toEqual(before);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/accommodation/multimedia/1/${product}`,
      headers: bearer(company),
    });
    expect(gone.json()).toEqual({ mainPicture: null, multimediaGallery: [] });
  });

  it('still takes a picture just under 1 MB', async () => {
    const res = await send(personalPicture, [paddedPng(MB - 1)], { streamed: true });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('an upload takes a multipart body only', () => {
  it('answers 415 in the Error shape to JSON, text or no body on every upload operation', async () => {
    for (const target of await pictureTargets()) {
      const bodies = [
        { payload: { file: 'iVBORw0KGgo=' } },
        { payload: 'file=a.png', headers: { 'content-type': 'text/plain' } },
        { payload: SMALL_PNG, headers: { 'content-type': 'image/png' } },
        {},
      ];
      for (const body of bodies) {
        const res = await app.inject({
          method: target.method,
          url: target.url,
          ...body,
          headers: { ...body.headers, ...bearer(target.token()) },
        });
        expect(res.statusCode, `${target.url} ${res.body}`).toBe(415);
        expect(res.json()).toEqual({ status: 415, code: expect.any(String), message: expect.any(String) });
      }
    }
  });

  it('answers 400 to a multipart body without a boundary or cut short', async () => {
    const target = mainPicture(await insertProduct());
    const { body, contentType } = multipart([{ field: 'file', filename: 'a.png', data: SMALL_PNG }]);
    for (const [payload, type] of [
      [body, 'multipart/form-data'],
      [body.subarray(0, body.length - 60), contentType],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: target.url,
        payload,
        headers: { 'content-type': type, ...bearer(company) },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status).toBe(400);
    }
  });
});

describe('names that cannot be stored', () => {
  it('answers 400 to a NUL byte in a file name or a text field, storing nothing', async () => {
    const product = await insertProduct();
    const before = await storedFiles();
    for (const parts of [
      [{ field: 'file', filename: 'fo\u0000to.png', data: SMALL_PNG }],
      [
        { field: 'file', filename: 'foto.png', data: SMALL_PNG },
        { field: 'name', data: 'a\u0000b' },
      ],
    ]) {
      const { body, contentType } = multipart(parts);
      const res = await app.inject({
        method: 'PUT',
        url: mainPicture(product).url,
        payload: body,
        headers: { 'content-type': contentType, ...bearer(company) },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_text' });
    }
    expect(await storedFiles()).toEqual(before);
  });
});

describe('gallery videos are whole MP4 files', () => {
  it('takes an MP4 as it came and refuses one with bytes after its boxes, a QuickTime brand or no movie box', async () => {
    const product = await insertProduct();
    const before = await storedFiles();
    const refused = [
      Buffer.concat([mp4(), Buffer.from(HTML, 'latin1')]),
      Buffer.concat([mp4(), Buffer.alloc(5)]),
      mp4(2048, ['qt  ']),
      Buffer.concat([ftyp(['isom']), box('mdat', Buffer.alloc(64))]),
    ];
    for (const bytes of refused) {
      const res = await send(gallery(product), [bytes]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_file', message: 'invalidFile' });
    }
    expect(await storedFiles()).toEqual(before);
    const video = mp4();
    const res = await send(gallery(product), [video]);
    expect(res.statusCode, res.body).toBe(200);
    const url = storedUrl(res);
    expect(url).toMatch(/\.mp4$/);
    expect((await fetchStored(url)).equals(video)).toBe(true);
  });
});
