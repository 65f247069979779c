import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema.d.ts';
import { type RequestFailure, toRequestFailure } from './requestFailure.ts';
import {
  checkGallerySave,
  checkSelection,
  mediaKindOf,
  type UploadFile,
  type UploadRuleError,
  type UploadSlot,
} from './uploadRules.ts';

/** SPEC §4: the bar shows 55 while the files travel, 100 when they arrived, and hides 1.5 s later. */
export const UPLOADING_PROGRESS = 55;
export const DONE_PROGRESS = 100;
export const PROGRESS_HIDE_DELAY_MS = 1500;

/** The product's main picture and gallery, as the server stores them. */
export type Gallery = components['schemas']['Gallery'];

const EMPTY_GALLERY: Gallery = { mainPicture: null, multimediaGallery: [] };

export interface UploadInput {
  /** The gallery as loaded; its size counts against the limit of 15, its main picture allows the save. */
  gallery?: Gallery | null;
}

/**
 * A picked file and where it stands before it may leave (SPEC §5: every picture is a 1:1 square):
 * `none` goes as it is (a video, or a picture already square), `waiting` still needs its square crop,
 * `cropped` was cut by the person.
 */
export interface BatchFile {
  file: UploadFile;
  crop: 'none' | 'waiting' | 'cropped';
}

export interface UploadRequest {
  slot: UploadSlot;
  files: UploadFile[];
}

export interface DeleteRequest {
  itemId: string;
}

/** Why the error state shows: a rule the files broke before leaving, or the server's refusal. */
export type UploadError = { kind: 'rule'; code: UploadRuleError } | ({ kind: 'request' } & RequestFailure);

/** A gallery item the person asked to delete; `failure` is the server's refusal of the last try. */
export interface Deletion {
  itemId: string;
  failure: RequestFailure | null;
}

interface UploadContext {
  /** Where the picked files go; the progress bar shows under that slot. */
  slot: UploadSlot;
  /** The picked files on their way, each with its crop; empty when nothing is picked. */
  files: BatchFile[];
  gallery: Gallery;
  /** The progress bar's value, null when it is hidden. */
  progress: number | null;
  error: UploadError | null;
  /** The person asked to save while files were on their way: the save goes once they arrived. */
  saveWaiting: boolean;
  deletion: Deletion | null;
}

/** The picture whose square crop is asked for now, its place (1-based) among those to crop, and their count. */
export function pictureToCrop(context: Pick<UploadContext, 'files'>) {
  const toCrop = context.files.filter((f) => f.crop !== 'none');
  const current = toCrop.findIndex((f) => f.crop === 'waiting');
  if (current < 0) return null;
  return { file: toCrop[current]!.file, position: current + 1, total: toCrop.length };
}

/** The batch with the picture now being cropped replaced by its square. */
function withCrop(files: readonly BatchFile[], square: UploadFile): BatchFile[] {
  const at = files.findIndex((f) => f.crop === 'waiting');
  return files.map((f, i) => (i === at ? { file: square, crop: 'cropped' } : f));
}

/** A picture that is not square waits for its crop; videos and square pictures go as they are. */
const markCrops = (files: readonly BatchFile[], square: readonly boolean[]): BatchFile[] =>
  files.map((f, i) => ({
    file: f.file,
    crop: mediaKindOf(f.file) === 'image' && !square[i] ? 'waiting' : 'none',
  }));

const galleryCount = (context: UploadContext) => context.gallery.multimediaGallery.length;

/**
 * Uploading the product's main picture and gallery (SPEC §4 "Image upload", §5 rules, §8 errors): files
 * are checked before they leave, pictures that are not square are cropped one by one, the progress bar
 * reads 55 while uploading, 100 when done and hides after 1.5 s; a save asked for meanwhile goes then.
 * Gallery items are deleted after a yes. The app provides the three requests (`readPictureShapes`,
 * `uploadFiles`, `deleteItem`); the view maps the typed errors to words.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    input: {} as UploadInput,
    events: {} as
      | { type: 'files.select'; slot: UploadSlot; files: UploadFile[] }
      | { type: 'crop.done'; file: UploadFile }
      | { type: 'crop.cancel' }
      | { type: 'gallery.save' }
      | { type: 'error.dismiss' }
      | { type: 'item.delete'; itemId: string }
      | { type: 'deletion.confirm' }
      | { type: 'deletion.cancel' },
    emitted: {} as
      /** The main picture is there and nothing is on its way: the wizard may save the step. */
        | { type: 'gallery.ready' }
        /** A save was refused for lack of a main picture (SPEC §8: besides the message, a toast). */
        | { type: 'gallery.incomplete' }
        | { type: 'item.deleted' },
  },
  delays: { progressHide: PROGRESS_HIDE_DELAY_MS },
  actors: {
    /** Whether each picked file is a square picture (its header read); videos answer false. */
    readPictureShapes: fromPromise<boolean[], { files: UploadFile[] }>(async () => {
      throw new Error('readPictureShapes not provided');
    }),
    /** Stores the files and answers the gallery as the server keeps it. */
    uploadFiles: fromPromise<Gallery, UploadRequest>(async () => {
      throw new Error('uploadFiles not provided');
    }),
    deleteItem: fromPromise<Gallery, DeleteRequest>(async () => {
      throw new Error('deleteItem not provided');
    }),
  },
  guards: {
    isSelectionAllowed: ({ context, event }) => {
      assertEvent(event, 'files.select');
      return checkSelection(event.slot, event.files, galleryCount(context)) === null;
    },
    isAnyPictureToCrop: ({ context }, { square }: { square: boolean[] }) =>
      markCrops(context.files, square).some((f) => f.crop === 'waiting'),
    isMoreToCrop: ({ context }) => context.files.filter((f) => f.crop === 'waiting').length > 1,
    isCroppedBatchAllowed: ({ context, event }) => {
      assertEvent(event, 'crop.done');
      const files = withCrop(context.files, event.file).map((f) => f.file);
      return checkSelection(context.slot, files, galleryCount(context)) === null;
    },
    hasMainPicture: ({ context }) => checkGallerySave(context.gallery.mainPicture !== null) === null,
    isSaveWaiting: ({ context }) => context.saveWaiting,
    hasUploadError: ({ context }) => context.error !== null,
  },
  actions: {
    takeSelection: assign(({ event }) => {
      assertEvent(event, 'files.select');
      return {
        slot: event.slot,
        files: event.files.map((file) => ({ file, crop: 'none' as const })),
        error: null,
      };
    }),
    refuseSelection: assign(({ context, event }) => {
      assertEvent(event, 'files.select');
      const code = checkSelection(event.slot, event.files, galleryCount(context)) ?? 'invalidFile';
      return { error: { kind: 'rule', code } as const, files: [] };
    }),
    askForCrops: assign(({ context }, { square }: { square: boolean[] }) => ({
      files: markCrops(context.files, square),
    })),
    takeCrop: assign(({ context, event }) => {
      assertEvent(event, 'crop.done');
      return { files: withCrop(context.files, event.file) };
    }),
    refuseCroppedBatch: assign(({ context }) => {
      const files = context.files.map((f) => f.file);
      const code = checkSelection(context.slot, files, galleryCount(context)) ?? 'invalidFile';
      return { error: { kind: 'rule', code } as const, files: [] };
    }),
    dropSelection: assign({ files: [] }),
    showUploading: assign({ progress: UPLOADING_PROGRESS }),
    recordUpload: assign((_, { gallery }: { gallery: Gallery }) => ({
      progress: DONE_PROGRESS,
      files: [],
      gallery,
    })),
    recordFailure: assign((_, { error }: { error: unknown }) => ({
      error: { kind: 'request', ...toRequestFailure(error) } as const,
      progress: null,
      files: [],
      saveWaiting: false,
    })),
    hideProgress: assign({ progress: null }),
    rememberSave: assign({ saveWaiting: true }),
    forgetSave: assign({ saveWaiting: false }),
    refuseGallerySave: assign({ error: { kind: 'rule', code: 'mainPictureRequired' } as const }),
    announceGalleryReady: emit({ type: 'gallery.ready' }),
    announceGalleryIncomplete: emit({ type: 'gallery.incomplete' }),
    forgetError: assign({ error: null }),
    askDeletion: assign(({ event }) => {
      assertEvent(event, 'item.delete');
      return { deletion: { itemId: event.itemId, failure: null } };
    }),
    forgetDeletionFailure: assign(({ context }) => ({
      deletion: context.deletion && { ...context.deletion, failure: null },
    })),
    recordDeletion: assign((_, { gallery }: { gallery: Gallery }) => ({
      gallery,
      deletion: null,
      error: null,
    })),
    recordDeletionFailure: assign(({ context }, { error }: { error: unknown }) => ({
      deletion: context.deletion && { ...context.deletion, failure: toRequestFailure(error) },
    })),
    forgetDeletion: assign({ deletion: null }),
    announceItemDeleted: emit({ type: 'item.deleted' }),
  },
}).createMachine({
  id: 'upload',
  initial: 'idle',
  context: ({ input }) => ({
    slot: 'single',
    files: [],
    gallery: input.gallery ?? EMPTY_GALLERY,
    progress: null,
    error: null,
    saveWaiting: false,
    deletion: null,
  }),
  states: {
    // Nothing on its way: the person may pick files, delete an item, or save the gallery step.
    idle: {
      on: {
        'files.select': [
          { guard: 'isSelectionAllowed', target: 'inspecting', actions: 'takeSelection' },
          { target: 'error', actions: 'refuseSelection' },
        ],
        'gallery.save': [
          { guard: 'hasMainPicture', actions: 'announceGalleryReady' },
          { target: 'error', actions: ['refuseGallerySave', 'announceGalleryIncomplete'] },
        ],
        'item.delete': { target: 'deleteAsked', actions: 'askDeletion' },
      },
    },
    // The picked pictures are looked at: a square one goes as it is, any other is cropped first.
    inspecting: {
      tags: ['busy'],
      invoke: {
        id: 'readPictureShapes',
        src: 'readPictureShapes',
        input: ({ context }) => ({ files: context.files.map((f) => f.file) }),
        onDone: [
          {
            guard: { type: 'isAnyPictureToCrop', params: ({ event }) => ({ square: event.output }) },
            target: 'cropping',
            actions: { type: 'askForCrops', params: ({ event }) => ({ square: event.output }) },
          },
          { target: 'uploading' },
        ],
        onError: {
          target: 'error',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The cropper shows each picture that is not square in turn; cancelling drops the whole selection.
    cropping: {
      on: {
        'crop.done': [
          { guard: 'isMoreToCrop', actions: 'takeCrop' },
          { guard: 'isCroppedBatchAllowed', target: 'uploading', actions: 'takeCrop' },
          { target: 'error', actions: ['takeCrop', 'refuseCroppedBatch'] },
        ],
        'crop.cancel': { target: 'idle', actions: 'dropSelection' },
      },
    },
    // The files are on their way; the bar shows 55. A save asked for now waits for them.
    uploading: {
      tags: ['busy'],
      entry: 'showUploading',
      invoke: {
        id: 'uploadFiles',
        src: 'uploadFiles',
        input: ({ context }) => ({ slot: context.slot, files: context.files.map((f) => f.file) }),
        onDone: {
          target: 'done',
          actions: { type: 'recordUpload', params: ({ event }) => ({ gallery: event.output }) },
        },
        onError: {
          target: 'error',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'gallery.save': { actions: 'rememberSave' } },
    },
    // Uploaded: the bar is full for a moment, then hides, and a save that waited goes.
    done: {
      after: {
        progressHide: [
          {
            guard: and(['isSaveWaiting', 'hasMainPicture']),
            target: 'idle',
            actions: ['hideProgress', 'forgetSave', 'announceGalleryReady'],
          },
          {
            guard: 'isSaveWaiting',
            target: 'error',
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
    // The files were refused (by the rules, or by the server): the message shows until dismissed, or the
    // person picks other files, saves, or deletes an item.
    error: {
      on: {
        'error.dismiss': { target: 'idle', actions: 'forgetError' },
        'files.select': [
          { guard: 'isSelectionAllowed', target: 'inspecting', actions: 'takeSelection' },
          { target: 'error', reenter: true, actions: 'refuseSelection' },
        ],
        'gallery.save': [
          { guard: 'hasMainPicture', target: 'idle', actions: ['forgetError', 'announceGalleryReady'] },
          { target: 'error', reenter: true, actions: ['refuseGallerySave', 'announceGalleryIncomplete'] },
        ],
        'item.delete': { target: 'deleteAsked', actions: 'askDeletion' },
      },
    },
    // "Delete this file?" is asked; a refused deletion says so here, and the person may try again.
    deleteAsked: {
      on: {
        'deletion.confirm': { target: 'deleting', actions: 'forgetDeletionFailure' },
        'deletion.cancel': [
          { guard: 'hasUploadError', target: 'error', actions: 'forgetDeletion' },
          { target: 'idle', actions: 'forgetDeletion' },
        ],
      },
    },
    // The item is being deleted; the gallery then shows what the server kept.
    deleting: {
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ itemId: context.deletion?.itemId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'recordDeletion', params: ({ event }) => ({ gallery: event.output }) },
            'announceItemDeleted',
          ],
        },
        onError: {
          target: 'deleteAsked',
          actions: { type: 'recordDeletionFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
