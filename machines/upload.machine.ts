import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type RequestFailure, toRequestFailure } from './registration.machine.ts';
import {
  checkGallerySave,
  checkSelection,
  type UploadFile,
  type UploadRuleError,
  type UploadSlot,
} from './uploadRules.ts';

/** SPEC §4: the bar shows 55 while the files travel, 100 when they arrived, and hides 1.5 s later. */
export const UPLOADING_PROGRESS = 55;
export const DONE_PROGRESS = 100;
export const PROGRESS_HIDE_DELAY_MS = 1500;

export interface UploadInput {
  /** How many items the gallery already holds (counted against the limit of 15). */
  galleryCount?: number;
  hasMainPicture?: boolean;
}

export interface UploadRequest {
  slot: UploadSlot;
  files: UploadFile[];
}

/** The server's answer: the gallery's size after the upload (absent for a single picture). */
export interface UploadOutcome {
  galleryCount?: number;
}

/** Why the error state shows: a rule the files broke before leaving, or the server's refusal. */
export type UploadError = { kind: 'rule'; code: UploadRuleError } | ({ kind: 'request' } & RequestFailure);

/**
 * Uploading pictures and videos (SPEC §4 "Image upload", §5 rules, §8 errors): files are checked before
 * they leave; the progress bar reads 55 while uploading, 100 when done and hides after 1.5 s.
 */
export const uploadMachine = setup({
  types: {
    context: {} as {
      slot: UploadSlot;
      files: UploadFile[];
      galleryCount: number;
      hasMainPicture: boolean;
      /** The progress bar's value, null when it is hidden. */
      progress: number | null;
      error: UploadError | null;
    },
    input: {} as UploadInput,
    events: {} as
      | { type: 'files.select'; slot: UploadSlot; files: UploadFile[] }
      | { type: 'gallery.save' }
      | { type: 'error.dismiss' },
    emitted: {} as { type: 'gallery.ready' },
  },
  delays: { progressHide: PROGRESS_HIDE_DELAY_MS },
  actors: {
    uploadFiles: fromPromise<UploadOutcome, UploadRequest>(async () => {
      throw new Error('uploadFiles not provided');
    }),
  },
  guards: {
    isSelectionAllowed: ({ context, event }) => {
      assertEvent(event, 'files.select');
      return checkSelection(event.slot, event.files, context.galleryCount) === null;
    },
    hasMainPicture: ({ context }) => checkGallerySave(context.hasMainPicture) === null,
  },
  actions: {
    takeSelection: assign(({ event }) => {
      assertEvent(event, 'files.select');
      return { slot: event.slot, files: event.files, error: null, progress: UPLOADING_PROGRESS };
    }),
    refuseSelection: assign(({ context, event }) => {
      assertEvent(event, 'files.select');
      const code = checkSelection(event.slot, event.files, context.galleryCount) ?? 'invalidFile';
      return { error: { kind: 'rule', code } as const, files: [] };
    }),
    refuseGallerySave: assign({ error: { kind: 'rule', code: 'mainPictureRequired' } as const }),
    announceGalleryReady: emit({ type: 'gallery.ready' }),
    recordUpload: assign(({ context }, { outcome }: { outcome: UploadOutcome }) => ({
      progress: DONE_PROGRESS,
      files: [],
      hasMainPicture: context.hasMainPicture || context.slot === 'single',
      galleryCount: outcome.galleryCount ?? context.galleryCount,
    })),
    recordFailure: assign((_, { error }: { error: unknown }) => ({
      error: { kind: 'request', ...toRequestFailure(error) } as const,
      progress: null,
    })),
    hideProgress: assign({ progress: null }),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  id: 'upload',
  initial: 'idle',
  context: ({ input }) => ({
    slot: 'single',
    files: [],
    galleryCount: input.galleryCount ?? 0,
    hasMainPicture: input.hasMainPicture ?? false,
    progress: null,
    error: null,
  }),
  states: {
    // Nothing on its way: the person may pick files, or save the gallery step.
    idle: {
      on: {
        'files.select': [
          { guard: 'isSelectionAllowed', target: 'uploading', actions: 'takeSelection' },
          { target: 'error', actions: 'refuseSelection' },
        ],
        'gallery.save': [
          { guard: 'hasMainPicture', actions: 'announceGalleryReady' },
          { target: 'error', actions: 'refuseGallerySave' },
        ],
      },
    },
    // The files are on their way; the bar shows 55.
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFiles',
        src: 'uploadFiles',
        input: ({ context }) => ({ slot: context.slot, files: context.files }),
        onDone: {
          target: 'done',
          actions: { type: 'recordUpload', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: {
          target: 'error',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Uploaded: the bar is full for a moment, then hides.
    done: {
      after: { progressHide: { target: 'idle', actions: 'hideProgress' } },
    },
    // The files were refused (by the rules, or by the server): the message shows until dismissed
    // or the person picks other files.
    error: {
      on: {
        'error.dismiss': { target: 'idle', actions: 'forgetError' },
        'files.select': [
          { guard: 'isSelectionAllowed', target: 'uploading', actions: 'takeSelection' },
          { target: 'error', reenter: true, actions: 'refuseSelection' },
        ],
      },
    },
  },
});
