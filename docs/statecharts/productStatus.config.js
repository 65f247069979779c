// The productStatus machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'productStatus',
  context: {
    productType: 18,
    stepValidate: {},
    basicProfile: false,
    activatedAt: null,
    startAs: null,
    pending: null,
    sendBackReason: null,
    error: null,
  },
  initial: 'hidden',
  on: { 'profile.update': { actions: 'updateProfile' }, 'steps.update': { actions: 'updateSteps' } },
  states: {
    hidden: {
      initial: 'idle',
      always: [
        {
          target: 'revision',
          guard: { type: 'startsAs', params: 'revision' },
          actions: 'forgetStart',
        },
        {
          target: 'published',
          guard: { type: 'startsAs', params: 'published' },
          actions: 'forgetStart',
        },
      ],
      on: {
        'switch.on': [
          { target: '.incompleteProfile', guard: '!isProfileComplete' },
          { target: '.incompleteService', guard: '!areRequiredStepsComplete' },
          { target: 'saving', actions: 'beginToRevision' },
        ],
      },
      states: {
        idle: {},
        incompleteProfile: { tags: ['warning.incompleteProfile'], on: { 'warning.dismiss': 'idle' } },
        incompleteService: { tags: ['warning.incompleteService'], on: { 'warning.dismiss': 'idle' } },
      },
    },
    revision: {
      tags: ['switchOn'],
      on: {
        'switch.off': { target: 'saving', actions: 'beginHideFromRevision' },
        'review.approve': { target: 'saving', actions: 'beginApprove' },
        'review.sendBack': { target: 'saving', actions: 'beginSendBack' },
      },
    },
    published: {
      tags: ['switchOn'],
      on: {
        'switch.off': { target: 'saving', actions: 'beginHideFromPublished' },
        'product.edited': { target: 'saving', actions: 'beginEditReview' },
        'picture.uploaded': { target: 'saving', actions: 'beginEditReview' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        onDone: [
          {
            target: 'revision',
            guard: 'isGoing(revision) && hasBeenActivated',
            actions: ['emitActivationAgain', 'noticeInRevision', 'settle'],
          },
          {
            target: 'revision',
            guard: { type: 'isGoing', params: 'revision' },
            actions: ['emitFirstActivation', 'recordFirstActivation', 'noticeInRevision', 'settle'],
          },
          {
            target: 'published',
            guard: { type: 'isGoing', params: 'published' },
            actions: 'settle',
          },
          { target: 'hidden', actions: 'settle' },
        ],
        onError: [
          {
            target: 'revision',
            guard: { type: 'isComingBackFrom', params: 'revision' },
            actions: 'rememberError',
          },
          {
            target: 'published',
            guard: { type: 'isComingBackFrom', params: 'published' },
            actions: 'rememberError',
          },
          { target: 'hidden', actions: 'rememberError' },
        ],
      },
    },
  },
});
