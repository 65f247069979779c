// The upload machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'upload',
  context: { slot: 'single', files: [], galleryCount: 3, hasMainPicture: false, progress: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'files.select': [
          { target: 'uploading', guard: 'isSelectionAllowed', actions: 'takeSelection' },
          { target: 'error', actions: 'refuseSelection' },
        ],
        'gallery.save': [
          { guard: 'hasMainPicture', actions: 'announceGalleryReady' },
          { target: 'error', actions: 'refuseGallerySave' },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFiles',
        src: 'uploadFiles',
        onDone: { target: 'done', actions: 'recordUpload' },
        onError: { target: 'error', actions: 'recordFailure' },
      },
    },
    done: { after: { progressHide: { target: 'idle', actions: 'hideProgress' } } },
    error: {
      on: {
        'error.dismiss': { target: 'idle', actions: 'forgetError' },
        'files.select': [
          { target: 'uploading', guard: 'isSelectionAllowed', actions: 'takeSelection' },
          { target: 'error', actions: 'refuseSelection', reenter: true },
        ],
      },
    },
  },
}, { delays: { progressHide: 1500 } });
