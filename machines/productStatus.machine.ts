import { and, assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { areRequiredStepsComplete, type StepValidate } from './completion.ts';
import type { ProductType } from './productKinds.ts';

/** SPEC §3 statuses: hidden (Ocultar), in revision (Validacion En Progreso), published (Publicar). */
export type ProductStatus = 'hidden' | 'revision' | 'published';

export interface ProductStatusInput {
  status: ProductStatus;
  productType: ProductType;
  stepValidate: StepValidate;
  basicProfile: boolean;
  /** The history record's first activation date, when the product was already sent to review once. */
  activatedAt?: string | null | undefined;
}

/** What the status PUT needs (SPEC §7): `update` is true when an edit, not the switch, caused it. */
export interface SaveStatusInput {
  status: ProductStatus;
  productType: ProductType;
  update: boolean;
  reason: string | null;
}

interface PendingChange {
  from: ProductStatus;
  to: ProductStatus;
  /** Today's date as the view gave it (ISO); the date recorded if this is a move to in revision. */
  at: string | null;
  update: boolean;
  reason: string | null;
}

export type ProductStatusEvent =
  | { type: 'switch.on'; at: string }
  | { type: 'switch.off' }
  | { type: 'warning.dismiss' }
  | { type: 'review.approve' }
  | { type: 'review.sendBack'; reason: string }
  | { type: 'product.edited'; at: string }
  | { type: 'picture.uploaded'; at: string }
  | { type: 'profile.update'; basicProfile: boolean }
  | { type: 'steps.update'; stepValidate: StepValidate };

export type ProductStatusEmitted =
  | { type: 'notice.inRevision' }
  | { type: 'activation.first'; at: string }
  | { type: 'activation.again'; at: string };

const change =
  (from: ProductStatus, to: ProductStatus, update = false) =>
  ({ event }: { event: ProductStatusEvent }): PendingChange => ({
    from,
    to,
    update,
    at: 'at' in event ? event.at : null,
    reason: event.type === 'review.sendBack' ? event.reason : null,
  });

/**
 * A product's visibility (SPEC §4): the switch on its card, the operator's review, and the edits
 * that send a visible product back to review. Every change is persisted before it shows.
 */
export const productStatusMachine = setup({
  types: {
    context: {} as Omit<ProductStatusInput, 'status' | 'activatedAt'> & {
      activatedAt: string | null;
      /** The stored status a visible product opens with, until the machine has moved there. */
      startAs: ProductStatus | null;
      pending: PendingChange | null;
      /** Why the operator sent the product back; kept until it is sent to review again. */
      sendBackReason: string | null;
      /** The server's message when the last change could not be saved. */
      error: string | null;
    },
    input: {} as ProductStatusInput,
    events: {} as ProductStatusEvent,
    emitted: {} as ProductStatusEmitted,
  },
  actors: {
    saveStatus: fromPromise<unknown, SaveStatusInput>(async () => {
      throw new Error('saveStatus not provided');
    }),
  },
  guards: {
    startsAs: ({ context }, status: ProductStatus) => context.startAs === status,
    isProfileComplete: ({ context }) => context.basicProfile,
    areRequiredStepsComplete: ({ context }) =>
      areRequiredStepsComplete(context.productType, context.stepValidate),
    isGoing: ({ context }, to: ProductStatus) => context.pending?.to === to,
    isComingBackFrom: ({ context }, from: ProductStatus) => context.pending?.from === from,
    hasBeenActivated: ({ context }) => context.activatedAt !== null,
  },
  actions: {
    forgetStart: assign({ startAs: null }),
    beginToRevision: assign({ pending: change('hidden', 'revision'), error: null }),
    beginEditReview: assign({ pending: change('published', 'revision', true), error: null }),
    beginHideFromRevision: assign({ pending: change('revision', 'hidden'), error: null }),
    beginHideFromPublished: assign({ pending: change('published', 'hidden'), error: null }),
    beginApprove: assign({ pending: change('revision', 'published'), error: null }),
    beginSendBack: assign({ pending: change('revision', 'hidden'), error: null }),
    settle: assign(({ context }) => ({
      pending: null,
      sendBackReason:
        context.pending?.to === 'revision' ? null : (context.pending?.reason ?? context.sendBackReason),
    })),
    recordFirstActivation: assign({ activatedAt: ({ context }) => context.pending?.at ?? null }),
    emitFirstActivation: emit(
      ({ context }) => ({ type: 'activation.first', at: context.pending?.at ?? '' }) as const,
    ),
    emitActivationAgain: emit(
      ({ context }) => ({ type: 'activation.again', at: context.pending?.at ?? '' }) as const,
    ),
    noticeInRevision: emit({ type: 'notice.inRevision' }),
    rememberError: assign((_, params: { error: unknown }) => ({
      pending: null,
      error: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    updateProfile: assign({
      basicProfile: ({ event }) => {
        assertEvent(event, 'profile.update');
        return event.basicProfile;
      },
    }),
    updateSteps: assign({
      stepValidate: ({ event }) => {
        assertEvent(event, 'steps.update');
        return event.stepValidate;
      },
    }),
  },
}).createMachine({
  id: 'productStatus',
  context: ({ input }) => ({
    productType: input.productType,
    stepValidate: input.stepValidate,
    basicProfile: input.basicProfile,
    activatedAt: input.activatedAt ?? null,
    startAs: input.status === 'hidden' ? null : input.status,
    pending: null,
    sendBackReason: null,
    error: null,
  }),
  initial: 'hidden',
  on: {
    'profile.update': { actions: 'updateProfile' },
    'steps.update': { actions: 'updateSteps' },
  },
  states: {
    // Nobody sees the product; the switch shows off.
    hidden: {
      initial: 'idle',
      // A product stored as visible opens where it is; it only passes through here on the way.
      always: [
        { guard: { type: 'startsAs', params: 'revision' }, target: 'revision', actions: 'forgetStart' },
        { guard: { type: 'startsAs', params: 'published' }, target: 'published', actions: 'forgetStart' },
      ],
      on: {
        'switch.on': [
          { guard: not('isProfileComplete'), target: '.incompleteProfile' },
          { guard: not('areRequiredStepsComplete'), target: '.incompleteService' },
          { target: 'saving', actions: 'beginToRevision' },
        ],
      },
      states: {
        // The switch waits for the provider.
        idle: {},
        // "Complete your basic profile first": only providers with a complete profile may publish.
        incompleteProfile: { tags: ['warning.incompleteProfile'], on: { 'warning.dismiss': 'idle' } },
        // "Complete every step of this service first".
        incompleteService: { tags: ['warning.incompleteService'], on: { 'warning.dismiss': 'idle' } },
      },
    },
    // The product waits for the operator's review; the switch shows on.
    revision: {
      tags: ['switchOn'],
      on: {
        'switch.off': { target: 'saving', actions: 'beginHideFromRevision' },
        'review.approve': { target: 'saving', actions: 'beginApprove' },
        'review.sendBack': { target: 'saving', actions: 'beginSendBack' },
      },
    },
    // Travellers see the product; the switch shows on.
    published: {
      tags: ['switchOn'],
      on: {
        'switch.off': { target: 'saving', actions: 'beginHideFromPublished' },
        'product.edited': { target: 'saving', actions: 'beginEditReview' },
        // SPEC §4: a new main picture on a product travellers see needs a new review, like any edit. A hidden
        // product stays hidden (it would otherwise skip the publish checks); one in revision already is.
        'picture.uploaded': { target: 'saving', actions: 'beginEditReview' },
      },
    },
    // The new status is being stored; the switch spins.
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        input: ({ context }) => ({
          status: context.pending!.to,
          productType: context.productType,
          update: context.pending!.update,
          reason: context.pending!.reason,
        }),
        onDone: [
          {
            guard: and([{ type: 'isGoing', params: 'revision' as const }, 'hasBeenActivated']),
            target: 'revision',
            actions: ['emitActivationAgain', 'noticeInRevision', 'settle'],
          },
          {
            guard: { type: 'isGoing', params: 'revision' },
            target: 'revision',
            actions: ['emitFirstActivation', 'recordFirstActivation', 'noticeInRevision', 'settle'],
          },
          { guard: { type: 'isGoing', params: 'published' }, target: 'published', actions: 'settle' },
          { target: 'hidden', actions: 'settle' },
        ],
        onError: [
          {
            guard: { type: 'isComingBackFrom', params: 'revision' },
            target: 'revision',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isComingBackFrom', params: 'published' },
            target: 'published',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'hidden',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});
