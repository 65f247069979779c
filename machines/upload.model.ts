import type { MachineModel } from './machineModel.ts';
import { type Gallery, uploadMachine } from './upload.machine.ts';
import type { UploadFile } from './uploadRules.ts';

const MB = 1024 * 1024;
export const photo: UploadFile = { name: 'fachada.jpg', type: 'image/jpeg', size: 300_000 };
export const otherPhoto: UploadFile = { name: 'terraza.png', type: 'image/png', size: 400_000 };
export const video: UploadFile = { name: 'recorrido.mp4', type: 'video/mp4', size: 2 * MB };
export const heavyPhoto: UploadFile = { name: 'enorme.png', type: 'image/png', size: 2 * MB };
export const squarePhoto: UploadFile = { name: 'fachada-cuadrada.jpg', type: 'image/jpeg', size: 200_000 };

/** Where the fake server keeps the pictures: any address does, the machine only carries it. */
const FILES = 'https://cdn.test';
const item = (n: number) => ({
  _id: `g${n}`,
  url_photo: `${FILES}/g${n}.png`,
  name: `g${n}.png`,
  key: `g${n}.png`,
  kind: 'image' as const,
});
const gallery = (count: number, main: boolean): Gallery => ({
  mainPicture: main ? { url_photo: `${FILES}/main.png`, name: 'main.png' } : null,
  multimediaGallery: Array.from({ length: count }, (_, i) => item(i + 1)),
});
const failure = { status: 500, code: 'network', message: 'Server connection problems' };

/**
 * The upload as QA walks it: a good main picture, a good gallery batch, a refused one, pictures that
 * are square or need their crop (a good square, one too heavy), the server's answers with and without
 * a main picture, a save asked for while files travel, the 1.5 s after which the progress bar hides,
 * and a gallery item deleted after a yes, or refused by the server.
 */
const events = [
  { type: 'files.select', slot: 'single', files: [photo] },
  { type: 'files.select', slot: 'gallery', files: [photo, video] },
  { type: 'files.select', slot: 'gallery', files: [photo, otherPhoto] },
  { type: 'files.select', slot: 'gallery', files: [heavyPhoto] },
  { type: 'xstate.done.actor.readPictureShapes', output: [true, true], actorId: 'readPictureShapes' },
  { type: 'xstate.done.actor.readPictureShapes', output: [false, false], actorId: 'readPictureShapes' },
  { type: 'xstate.error.actor.readPictureShapes', error: failure, actorId: 'readPictureShapes' },
  { type: 'crop.done', file: squarePhoto },
  { type: 'crop.done', file: heavyPhoto },
  { type: 'crop.cancel' },
  { type: 'gallery.save' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.uploadFiles', output: gallery(5, true), actorId: 'uploadFiles' },
  { type: 'xstate.done.actor.uploadFiles', output: gallery(5, false), actorId: 'uploadFiles' },
  { type: 'xstate.error.actor.uploadFiles', error: failure, actorId: 'uploadFiles' },
  { type: 'xstate.after.progressHide.upload.done' },
  { type: 'item.delete', itemId: 'g1' },
  { type: 'deletion.confirm' },
  { type: 'deletion.cancel' },
  { type: 'xstate.done.actor.deleteItem', output: gallery(2, false), actorId: 'deleteItem' },
  { type: 'xstate.error.actor.deleteItem', error: failure, actorId: 'deleteItem' },
] as const;

export const model = {
  id: 'upload',
  machine: uploadMachine,
  input: { gallery: gallery(3, false) },
  events,
} satisfies MachineModel;
