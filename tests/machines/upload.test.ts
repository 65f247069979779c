import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  DONE_PROGRESS,
  PROGRESS_HIDE_DELAY_MS,
  UPLOADING_PROGRESS,
  type UploadOutcome,
  type UploadRequest,
  uploadMachine,
} from '../../machines/upload.machine.ts';
import type { UploadFile } from '../../machines/uploadRules.ts';

const photo: UploadFile = { name: 'fachada.jpg', type: 'image/jpeg', size: 300_000 };
const gif: UploadFile = { name: 'fachada.gif', type: 'image/gif', size: 300_000 };
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(upload: (input: UploadRequest) => Promise<UploadOutcome>, input = {}) {
  const clock = new SimulatedClock();
  const requests: UploadRequest[] = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        uploadFiles: fromPromise(({ input }: { input: UploadRequest }) => {
          requests.push(input);
          return upload(input);
        }),
      },
    }),
    { input, clock },
  );
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, clock, requests, emitted };
}

describe('upload machine (SPEC §4 image upload)', () => {
  it('shows 55 while uploading, 100 when done, and hides the bar after 1.5 s', async () => {
    const { actor, clock, requests } = start(async () => ({}));
    expect(actor.getSnapshot().context.progress).toBeNull();
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.progress).toBe(UPLOADING_PROGRESS);
    expect(requests).toEqual([{ slot: 'single', files: [photo] }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.progress).toBe(DONE_PROGRESS);
    expect(actor.getSnapshot().context.hasMainPicture).toBe(true);
    clock.increment(PROGRESS_HIDE_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('done');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it('checks the rules before anything leaves', () => {
    const { actor, requests } = start(async () => ({}));
    actor.send({ type: 'files.select', slot: 'single', files: [gif] });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'uploadFile' });
    actor.send({ type: 'files.select', slot: 'gallery', files: [gif] });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'invalidFile' });
    expect(requests).toEqual([]);
  });

  it('counts the gallery against the limit of 15 with the server’s count', async () => {
    const { actor } = start(async () => ({ galleryCount: 14 }), { galleryCount: 12 });
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo, photo] });
    await flush();
    expect(actor.getSnapshot().context.galleryCount).toBe(14);
    expect(actor.getSnapshot().context.hasMainPicture).toBe(false);
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo, photo] });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('refuses a selection beyond 15 items with maxSize', () => {
    const { actor } = start(async () => ({}), { galleryCount: 14 });
    actor.send({ type: 'files.select', slot: 'gallery', files: [photo, photo] });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'maxSize' });
  });

  it('shows the error state when the server refuses, then resets', async () => {
    const { actor } = start(async () => {
      throw { status: 500, code: 'network', message: 'Server connection problems' };
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
    const { actor } = start(async () => ({}));
    actor.send({ type: 'files.select', slot: 'single', files: [gif] });
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('saves the gallery only with a main picture', () => {
    const without = start(async () => ({}));
    without.actor.send({ type: 'gallery.save' });
    expect(without.actor.getSnapshot().context.error).toEqual({ kind: 'rule', code: 'mainPictureRequired' });
    expect(without.emitted).toEqual([]);

    const withMain = start(async () => ({}), { hasMainPicture: true });
    withMain.actor.send({ type: 'gallery.save' });
    expect(withMain.actor.getSnapshot().value).toBe('idle');
    expect(withMain.emitted).toEqual(['gallery.ready']);
  });

  it('refuses to upload when the app supplied no uploader', async () => {
    const actor = createActor(uploadMachine, { input: {} }).start();
    actor.send({ type: 'files.select', slot: 'single', files: [photo] });
    await flush();
    expect(actor.getSnapshot().context.error).toMatchObject({ message: 'uploadFiles not provided' });
  });
});
