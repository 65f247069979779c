import type { MachineModel } from './machineModel.ts';
import { uploadMachine } from './upload.machine.ts';
import type { UploadFile } from './uploadRules.ts';

const MB = 1024 * 1024;
export const photo: UploadFile = { name: 'fachada.jpg', type: 'image/jpeg', size: 300_000 };
export const video: UploadFile = { name: 'recorrido.mp4', type: 'video/mp4', size: 2 * MB };
export const heavyPhoto: UploadFile = { name: 'enorme.png', type: 'image/png', size: 2 * MB };

/**
 * The upload as QA walks it: a good main picture, a good gallery batch, a refused one, the server's
 * answers and the 1.5 s after which the progress bar hides.
 */
const events = [
  { type: 'files.select', slot: 'single', files: [photo] },
  { type: 'files.select', slot: 'gallery', files: [photo, video] },
  { type: 'files.select', slot: 'gallery', files: [heavyPhoto] },
  { type: 'gallery.save' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.uploadFiles', output: { galleryCount: 5 }, actorId: 'uploadFiles' },
  {
    type: 'xstate.error.actor.uploadFiles',
    error: { status: 500, code: 'network', message: 'Server connection problems' },
    actorId: 'uploadFiles',
  },
  { type: 'xstate.after.progressHide.upload.done' },
] as const;

export const model = {
  id: 'upload',
  machine: uploadMachine,
  input: { galleryCount: 3, hasMainPicture: false },
  events,
} satisfies MachineModel;
