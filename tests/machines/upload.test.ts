import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type DeleteRequest,
  DONE_PROGRESS,
  type Gallery,
  PROGRESS_HIDE_DELAY_MS,
  pictureToCrop,
  UPLOADING_PROGRESS,
  type UploadInput,
  type UploadRequest,
  uploadMachine,
} from '../../machines/upload.machine.ts';
import type { UploadFile } from '../../machines/uploadRules.ts';

const photo: UploadFile = { name: 'fachada.jpg', type: 'image/jpeg', size: 300_000 };
const wide: UploadFile = { name: 'apaisada.png', type: 'image/png', size: 300_000 };
const tall: UploadFile = { name: 'vertical.png', type: 'image/png', size: 300_000 };
const squared = (file: UploadFile): UploadFile => ({
  name: `${file.name}.jpg`,
  type: 'image/jpeg',
  size: 90_000,
});
const video: UploadFile = { name: 'recorrido.mp4', type: 'video/mp4', size: 2_000_000 };
const gif: UploadFile = { name: 'fachada.gif', type: 'image/gif', size: 300_000 };
const flush = () => new Promise((r) => setTimeout(r, 0));

const item = (n: number) => ({
  _id: `g${n}`,
  url_photo: `/files/g${n}.png`,
  name: `g${n}.png`,
  key: `g${n}.png`,
  kind: 'image' as const,
});
/** A gallery of `count` pictures, with or without its main picture. */
const galleryOf = (count: number, main = false): Gallery => ({
  mainPicture: main ? { url_photo: '/files/main.png', name: 'main.png' } : null,
  multimediaGallery: Array.from({ length: count }, (_, i) => item(i + 1)),
});

/** Every file's shape as the fake reads it: only the names in `notSquare` are not square. */
const shapes = (notSquare: readonly UploadFile[]) => async (files: UploadFile[]) =>
  files.map((file) => !notSquare.includes(file));

interface Fakes {
  upload?: (input: UploadRequest) => Promise<Gallery>;
  remove?: (input: DeleteRequest) => Promise<Gallery>;
  notSquare?: readonly UploadFile[];
}

function start(
  { upload = async () => galleryOf(0), remove, notSquare = [] }: Fakes,
  input: UploadInput = {},
) {
  const clock = new SimulatedClock();
  const requests: UploadRequest[] = [];
  const deletions: DeleteRequest[] = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        readPictureShapes: fromPromise(({ input }: { input: { files: UploadFile[] } }) =>
          shapes(notSquare)(input.files),
        ),
        uploadFiles: fromPromise(({ input }: { input: UploadRequest }) => {
          requests.push(input);
          return upload(input);
        }),
        deleteItem: fromPromise(({ input }: { input: DeleteRequest }) => {
          deletions.push(input);
          return remove ? remove(input) : Promise.reject(new Error('no deletion expected'));
        }),
      },
    }),
    { input, clock },
  );
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, clock, requests, deletions, emitted };
}

/** An upload the test answers when it wants: `answer` resolves it, `refuse` rejects it. */
function heldUpload() {
  let answer: (gallery: Gallery) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const upload = () =>
    new Promise<Gallery>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
  return { upload, answer: (g: Gallery) => answer(g), refuse: (e: unknown) => refuse(e) };
}

describe('upload machine (SPEC §4 image upload)', () => {
  it('shows 55 while uploading, 100 when done, and hides the bar after 1.5 s', async () => {
    const held = heldUpload();
    const { actor, clock, requests } = start({ upload: held.upload });
    expect(actor.getSnapshot().context.progress).toBeNull();
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.progress).toBe(UPLOADING_PROGRESS);
    expect(requests).toEqual([{ slot: 'single', files: [photo] }]);
    held.answer(galleryOf(0, true));
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.progress).toBe(DONE_PROGRESS);
    expect(actor.getSnapshot().context.gallery.mainPicture).not.toBeNull();
    clock.increment(PROGRESS_HIDE_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('done');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('checks the rules before anything leaves', () => {
    const { actor, requests } = start({});
    actor.send({ type: 'files.select', slot: 'single', files: [gif] });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'uploadFile' });
    actor.send({ type: 'files.select', slot: 'gallery', files: [gif] });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'invalidFile' });
    expect(requests).toEqual([]);
  });

  it('counts the gallery against the limit of 15 with the server’s count', async () => {
    const { actor } = start({ upload: async () => galleryOf(14) }, { gallery: galleryOf(12) });
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo, photo] });
    await flush();
    expect(actor.getSnapshot().context.gallery.multimediaGallery).toHaveLength(14);
    expect(actor.getSnapshot().context.gallery.mainPicture).toBeNull();
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo, photo] });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('refuses a selection beyond 15 items with maxSize', () => {
    const { actor } = start({}, { gallery: galleryOf(14) });
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo, photo] });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'maxSize' });
  });

  it('shows the error state when the server refuses, then resets', async () => {
    const { actor } = start({
      upload: async () => {
        throw { status: 500, code: 'network', message: 'Server connection problems' };
      },
    });
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'request', status: 500 });
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('lets the person pick other files straight from the error', async () => {
    const held = heldUpload();
    const { actor } = start({ upload: held.upload });
    actor.send({ type: 'files.select', slot: 'single', files: [gif] });
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
  });

  it('saves the gallery only with a main picture', () => {
    const without = start({});
    without.actor.send({ type: 'gallery.save' });
    expect(without.actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'mainPictureRequired' });
    expect(without.emitted).toEqual(['gallery.incomplete']);

    const withMain = start({}, { gallery: galleryOf(0, true) });
    withMain.actor.send({ type: 'gallery.save' });
    expect(withMain.actor.getSnapshot().value).toBe('idle');
    expect(withMain.emitted).toEqual(['gallery.ready']);
  });

  it('saves from the error state once the main picture is there, forgetting the message', () => {
    const { actor, emitted } = start({}, { gallery: galleryOf(0, true) });
    actor.send({ type: 'files.select', slot: 'single', files: [gif] });
    actor.send({ type: 'gallery.save' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(emitted).toEqual(['gallery.ready']);
  });

  it('refuses to upload when the app supplied no uploader', async () => {
    const actor = createActor(
      uploadMachine.provide({
        actors: { readPictureShapes: fromPromise(async (): Promise<boolean[]> => [true]) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    await flush();
    await flush();
    expect(actor.getSnapshot().context.error).toMatchObject({ message: 'uploadFiles not provided' });
  });
});

describe('upload machine: the square crop (SPEC §5)', () => {
  it('asks for a crop of each picture that is not square, in turn, then uploads the squares', async () => {
    const held = heldUpload();
    const { actor, requests } = start({ upload: held.upload, notSquare: [wide, tall] });
    actor.send({ type: 'files.select', slot: 'gallery', files: [wide, video, photo, tall] });
    expect(actor.getSnapshot().value).toBe('inspecting');
    expect(actor.getSnapshot().context.progress).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('cropping');
    expect(actor.getSnapshot().context.files.map((f) => f.crop)).toEqual([
      'waiting',
      'none',
      'none',
      'waiting',
    ]);
    expect(pictureToCrop(actor.getSnapshot().context)).toEqual({ file: wide, position: 1, total: 2 });

    actor.send({ type: 'crop.done', file: squared(wide) });
    expect(actor.getSnapshot().value).toBe('cropping');
    expect(pictureToCrop(actor.getSnapshot().context)).toEqual({ file: tall, position: 2, total: 2 });
    expect(requests).toEqual([]);

    actor.send({ type: 'crop.done', file: squared(tall) });
    expect(pictureToCrop(actor.getSnapshot().context)).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(requests).toEqual([{ slot: 'gallery', files: [squared(wide), video, photo, squared(tall)] }]);
  });

  it('drops the whole selection when the crop is cancelled', async () => {
    const { actor, requests } = start({ notSquare: [wide] });
    actor.send({ type: 'files.select', slot: 'single', files: [wide] });
    await flush();
    actor.send({ type: 'crop.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.files).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('checks the rules again on the cropped picture', async () => {
    const { actor, requests } = start({ notSquare: [wide] });
    actor.send({ type: 'files.select', slot: 'single', files: [wide] });
    await flush();
    actor.send({ type: 'crop.done', file: { name: 'apaisada.jpg', type: 'image/jpeg', size: 2_000_000 } });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'imgSmaller' });
    expect(requests).toEqual([]);
  });

  it('says so when the pictures could not be read', async () => {
    const actor = createActor(uploadMachine, { input: {} }).start();
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'request',
      message: 'readPictureShapes not provided',
    });
  });
});

describe('upload machine: a save asked for while files are on their way', () => {
  it('waits for the upload and the bar, then lets the step save', async () => {
    const held = heldUpload();
    const { actor, clock, emitted } = start({ upload: held.upload });
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    await flush();
    actor.send({ type: 'gallery.save' });
    expect(actor.getSnapshot().context.saveWaiting).toBe(true);
    held.answer(galleryOf(0, true));
    await flush();
    actor.send({ type: 'gallery.save' });
    expect(emitted).toEqual([]);
    clock.increment(PROGRESS_HIDE_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.saveWaiting).toBe(false);
    expect(emitted).toEqual(['gallery.ready']);
  });

  it('refuses it then when the gallery still has no main picture', async () => {
    const held = heldUpload();
    const { actor, clock, emitted } = start({ upload: held.upload });
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo] });
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
    actor.send({ type: 'gallery.save' });
    held.answer(galleryOf(1));
    await flush();
    clock.increment(PROGRESS_HIDE_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'mainPictureRequired' });
    expect(emitted).toEqual(['gallery.incomplete']);
  });

  it('forgets it when the upload fails', async () => {
    const held = heldUpload();
    const { actor, emitted } = start({ upload: held.upload }, { gallery: galleryOf(0, true) });
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo] });
    await flush();
    actor.send({ type: 'gallery.save' });
    held.refuse({ status: 400, code: 'invalid_file', message: 'invalidFile' });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.saveWaiting).toBe(false);
    expect(emitted).toEqual([]);
  });
});

describe('upload machine: deleting a gallery item', () => {
  it('asks first, deletes after a yes, and shows the gallery the server kept', async () => {
    const { actor, deletions, emitted } = start(
      { remove: async () => galleryOf(1) },
      { gallery: galleryOf(2) },
    );
    actor.send({ type: 'item.delete', itemId: 'g1' });
    expect(actor.getSnapshot().value).toBe('deleteAsked');
    expect(actor.getSnapshot().can({ type: 'files.select', slot: 'gallery', files: [photo] })).toBe(false);
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deletions).toEqual([]);

    actor.send({ type: 'item.delete', itemId: 'g1' });
    actor.send({ type: 'deletion.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await flush();
    expect(deletions).toEqual([{ itemId: 'g1' }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.gallery.multimediaGallery).toHaveLength(1);
    expect(actor.getSnapshot().context.deletion).toBeNull();
    expect(emitted).toEqual(['item.deleted']);
  });

  it('keeps the question open when the server refuses, and tries again', async () => {
    let tries = 0;
    const { actor } = start(
      {
        remove: async () => {
          tries += 1;
          if (tries === 1) throw { status: 500, code: 'network', message: 'Server connection problems' };
          return galleryOf(0);
        },
      },
      { gallery: galleryOf(1) },
    );
    actor.send({ type: 'item.delete', itemId: 'g1' });
    actor.send({ type: 'deletion.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('deleteAsked');
    expect(actor.getSnapshot().context.deletion).toEqual({
      itemId: 'g1',
      failure: { status: 500, code: 'network', message: 'Server connection problems', field: undefined },
    });
    actor.send({ type: 'deletion.confirm' });
    expect(actor.getSnapshot().context.deletion?.failure).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.gallery.multimediaGallery).toEqual([]);
  });

  it('waits while files are on their way, and keeps an upload error when the question is cancelled', async () => {
    const held = heldUpload();
    const { actor } = start({ upload: held.upload }, { gallery: galleryOf(1) });
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo] });
    await flush();
    expect(actor.getSnapshot().can({ type: 'item.delete', itemId: 'g1' })).toBe(false);
    held.refuse({ status: 500, code: 'network', message: 'Server connection problems' });
    await flush();
    actor.send({ type: 'item.delete', itemId: 'g1' });
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'request', status: 500 });
  });
});
