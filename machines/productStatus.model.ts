import { requiredSteps } from './completion.ts';
import type { MachineModel } from './machineModel.ts';
import { PRODUCT_TYPE } from './productKinds.ts';
import { type ProductStatusEvent, productStatusMachine } from './productStatus.machine.ts';

/** Every step of an attraction (ten steps) saved. */
export const allStepsSaved = Object.fromEntries(
  requiredSteps(PRODUCT_TYPE.attraction).map((key) => [key, true]),
);

/** One date for every move, so the walk stays finite (the context remembers the first activation). */
export const today = '2025-03-01';

/** What a person, the operator or the wizard does to the product's status. */
const personEvents = [
  { type: 'switch.on', at: today },
  { type: 'switch.off' },
  { type: 'warning.dismiss' },
  { type: 'review.approve' },
  { type: 'review.sendBack', reason: 'Las fotos están borrosas' },
  { type: 'product.edited', at: today },
  { type: 'picture.uploaded', at: today },
  { type: 'profile.update', basicProfile: true },
  { type: 'steps.update', stepValidate: allStepsSaved },
] as const satisfies readonly ProductStatusEvent[];

/** The status PUT answering, or failing with the server's message. */
const saveAnswers = [
  { type: 'xstate.done.actor.saveStatus', output: { message: 'ok' }, actorId: 'saveStatus' },
  { type: 'xstate.error.actor.saveStatus', error: 'Sorry, something went wrong', actorId: 'saveStatus' },
] as const;

export const events = [...personEvents, ...saveAnswers];

/** A new attraction of a provider whose basic profile is still incomplete. */
export const input = {
  status: 'hidden',
  productType: PRODUCT_TYPE.attraction,
  stepValidate: {},
  basicProfile: false,
} as const;

/**
 * The attraction complete and stored in revision, then stored published: the machine passes through `hidden`
 * to the stored status at once (its eventless transitions).
 */
const complete = {
  productType: PRODUCT_TYPE.attraction,
  stepValidate: allStepsSaved,
  basicProfile: true,
} as const;
export const storedInputs = [
  { status: 'revision', ...complete },
  { status: 'published', ...complete },
] as const;

export const model = {
  id: 'productStatus',
  machine: productStatusMachine,
  events,
  input,
  otherInputs: storedInputs,
} satisfies MachineModel;
