import type { EventFromLogic } from 'xstate';
import type { MachineModel } from './machineModel.ts';
import { PRODUCT_TYPE } from './productKinds.ts';
import { type WizardInput, wizardMachine } from './wizard.machine.ts';

type WizardEvent = EventFromLogic<typeof wizardMachine>;

/** What the provider does on a step, the edit-mode dialog and the leave dialog included. */
const personEvents = [
  { type: 'step.save', values: { channels: ['facebook'] } },
  { type: 'failure.dismiss' },
  { type: 'load.retry' },
  { type: 'choice.keepEditing' },
  { type: 'choice.rooms' },
  { type: 'choice.products' },
  { type: 'form.change', unsaved: true },
  { type: 'leave.request' },
  { type: 'leave.stay' },
  { type: 'leave.discard' },
] as const satisfies readonly WizardEvent[];

/** The step's GET and PUT answering or failing with the server's message. */
const serverAnswers = [
  { type: 'xstate.done.actor.loadStep', output: { channels: [] }, actorId: 'loadStep' },
  { type: 'xstate.error.actor.loadStep', error: 'Network connection', actorId: 'loadStep' },
  { type: 'xstate.done.actor.saveStep', output: { id: 'h1' }, actorId: 'saveStep' },
  { type: 'xstate.error.actor.saveStep', error: 'The data is incorrect', actorId: 'saveStep' },
] as const;

export const events = [...personEvents, ...serverAnswers];

/**
 * A hotel opened in edit mode on its last step before the confirmation: short enough for readable
 * paths, and it reaches the load, the save, the after-save dialog (rooms included) and the finish.
 */
export const input: WizardInput = {
  wizard: 'hotel',
  step: 'advertising-channels',
  productType: PRODUCT_TYPE.hotel,
  id: 'h1',
  edit: true,
};

/** The same step outside edit mode: after a save the wizard walks on to the next step by itself. */
export const stepByStepInput: WizardInput = { ...input, edit: false };

/** A room added to the hotel: its first step creates it, then the wizard walks on with the room's id. */
export const newRoomInput: WizardInput = { ...input, step: 'room-information', edit: false };

export const model = {
  id: 'wizard',
  machine: wizardMachine,
  events,
  input,
  otherInputs: [stepByStepInput, newRoomInput],
} satisfies MachineModel;
