// The upload machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'upload',
  context: {
    slot: 'single',
    files: [],
    gallery: {
      mainPicture: null,
      multimediaGallery: [
        {
          _id: 'g1',
          url_photo: 'https://cdn.test/g1.png',
          name: 'g1.png',
          key: 'g1.png',
          kind: 'image',
        },
        {
          _id: 'g2',
          url_photo: 'https://cdn.test/g2.png',
          name: 'g2.png',
          key: 'g2.png',
          kind: 'image',
        },
        {
          _id: 'g3',
          url_photo: 'https://cdn.test/g3.png',
          name: 'g3.png',
          key: 'g3.png',
          kind: 'image',
        },
      ],
    },
    progress: null,
    error: null,
    saveWaiting: false,
    deletion: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'files.select': [
          { target: 'inspecting', guard: 'isSelectionAllowed', actions: 'takeSelection' },
          { target: 'error', actions: 'refuseSelection' },
        ],
        'gallery.save': [
          { guard: 'hasMainPicture', actions: 'announceGalleryReady' },
          { target: 'error', actions: ['refuseGallerySave', 'announceGalleryIncomplete'] },
        ],
        'item.delete': { target: 'deleteAsked', actions: 'askDeletion' },
      },
    },
    inspecting: {
      tags: ['busy'],
      invoke: {
        id: 'readPictureShapes',
        src: 'readPictureShapes',
        onDone: [
          { target: 'cropping', guard: 'isAnyPictureToCrop', actions: 'askForCrops' },
          { target: 'uploading' },
        ],
        onError: { target: 'error', actions: 'recordFailure' },
      },
    },
    cropping: {
      on: {
        'crop.done': [
          { guard: 'isMoreToCrop', actions: 'takeCrop' },
          { target: 'uploading', guard: 'isCroppedBatchAllowed', actions: 'takeCrop' },
          { target: 'error', actions: ['takeCrop', 'refuseCroppedBatch'] },
        ],
        'crop.cancel': { target: 'idle', actions: 'dropSelection' },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: 'showUploading',
      invoke: {
        id: 'uploadFiles',
        src: 'uploadFiles',
        onDone: { target: 'done', actions: 'recordUpload' },
        onError: { target: 'error', actions: 'recordFailure' },
      },
      on: { 'gallery.save': { actions: 'rememberSave' } },
    },
    done: {
      after: {
        progressHide: [
          {
            target: 'idle',
            guard: 'isSaveWaiting && hasMainPicture',
            actions: ['hideProgress', 'forgetSave', 'announceGalleryReady'],
          },
          {
            target: 'error',
            guard: 'isSaveWaiting',
            actions: ['hideProgress', 'forgetSave', 'refuseGallerySave', 'announceGalleryIncomplete'],
          },
          { target: 'idle', actions: 'hideProgress' },
        ],
      },
      on: {
        'gallery.save': { actions: 'rememberSave' },
        'item.delete': { target: 'deleteAsked', actions: ['hideProgress', 'forgetSave', 'askDeletion'] },
      },
    },
    error: {
      on: {
        'error.dismiss': { target: 'idle', actions: 'forgetError' },
        'files.select': [
          { target: 'inspecting', guard: 'isSelectionAllowed', actions: 'takeSelection' },
          { target: 'error', actions: 'refuseSelection', reenter: true },
        ],
        'gallery.save': [
          {
            target: 'idle',
            guard: 'hasMainPicture',
            actions: ['forgetError', 'announceGalleryReady'],
          },
          {
            target: 'error',
            actions: ['refuseGallerySave', 'announceGalleryIncomplete'],
            reenter: true,
          },
        ],
        'item.delete': { target: 'deleteAsked', actions: 'askDeletion' },
      },
    },
    deleteAsked: {
      on: {
        'deletion.confirm': { target: 'deleting', actions: 'forgetDeletionFailure' },
        'deletion.cancel': [
          { target: 'error', guard: 'hasUploadError', actions: 'forgetDeletion' },
          { target: 'idle', actions: 'forgetDeletion' },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        onDone: { target: 'idle', actions: ['recordDeletion', 'announceItemDeleted'] },
        onError: { target: 'deleteAsked', actions: 'recordDeletionFailure' },
      },
    },
  },
}, { delays: { progressHide: 1500 } });
