// The wizard machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'wizard',
  context: {
    wizard: 'hotel',
    step: 'advertising-channels',
    productType: 2,
    mode: 'update',
    id: 'h1',
    idRoom: null,
    edit: true,
    callback: null,
    stepValidate: {},
    loadedStep: null,
    data: null,
    values: null,
    failure: null,
    next: null,
    unsaved: false,
    leaving: false,
  },
  initial: 'editing',
  states: {
    editing: {
      always: { target: 'loading', guard: 'needsData' },
      on: {
        'step.save': { target: 'saving', actions: 'rememberValues' },
        'form.change': { actions: 'rememberChanges' },
        'leave.request': { target: 'confirmingLeave', guard: 'hasUnsavedChanges' },
      },
    },
    confirmingLeave: {
      on: {
        'step.save': { target: 'saving', actions: ['rememberValues', 'leaveAfterSave'] },
        'leave.discard': 'left',
        'leave.stay': 'editing',
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStep',
        src: 'loadStep',
        onDone: { target: 'editing', actions: 'keepData' },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        onDone: [
          { target: 'left', guard: 'isLeaving', actions: 'markComplete' },
          { target: 'finished', guard: 'isConfirmationStep', actions: 'finish' },
          { target: 'saved', actions: 'markComplete' },
        ],
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    failed: {
      on: {
        'step.save': { target: 'saving', actions: 'rememberValues' },
        'failure.dismiss': { target: 'editing', actions: 'forgetFailure' },
        'leave.request': { target: 'confirmingLeave', guard: 'hasUnsavedChanges', actions: 'forgetFailure' },
      },
    },
    saved: {
      always: { target: 'editing', guard: '!isEditMode', actions: 'advance' },
      on: {
        'choice.keepEditing': { target: 'editing', actions: 'advance' },
        'choice.rooms': { target: 'finished', guard: 'hasRooms', actions: 'goToRooms' },
        'choice.products': { target: 'finished', actions: 'goToProducts' },
      },
    },
    finished: { type: 'final' },
    left: { type: 'final' },
  },
});
