import type { ComponentType } from 'react';
import { stepKey } from '../../../machines/completion.ts';
import {
  type AccommodationType,
  isAccommodationType,
  roomTypeOf,
  stepsOfType,
} from '../../../machines/productTypes.ts';
import type { StepRequest } from '../../../machines/wizard.machine.ts';
import { WIZARD_ROOM_STEPS } from '../../../machines/wizardSteps.ts';
import type { components } from '../../../openapi/schema.d.ts';

export type ProductSummary = components['schemas']['ProductListItem'];
export type StepSaved = components['schemas']['StepSaved'];

/**
 * What a step's load and save need: the wizard machine's request, plus the interface language. On a room step
 * (issue 29) `id` and `productType` are the room's, so the steps every product has (gallery, policy, rules,
 * recommendations) serve a room as they serve a product; `property` names its hotel or hostel, where a new room is
 * added.
 */
export interface StepContext extends StepRequest {
  language: 'es' | 'en';
  /** ?commission= of the link that started a new product (SPEC §2 "Add products"). */
  commission: 1 | 2 | undefined;
  /** On a room step, the property the room is in; null on a product's own step. */
  property: { id: string; type: number } | null;
}

/** Whether the step is one of a room's (the hotel and hostel wizards' room steps). */
export const isRoomStepOf = (wizard: string, step: string): boolean =>
  Object.hasOwn(WIZARD_ROOM_STEPS, wizard) &&
  (WIZARD_ROOM_STEPS[wizard as keyof typeof WIZARD_ROOM_STEPS] as readonly string[]).includes(step);

/** The machine's request as a step reads it: on a room step, the room's id and type, and its property. */
export function stepContextOf(
  request: StepRequest,
  language: StepContext['language'],
  commission: StepContext['commission'],
): StepContext {
  if (!isRoomStepOf(request.wizard, request.step))
    return { ...request, language, commission, property: null };
  return {
    ...request,
    id: request.idRoom,
    productType: (roomTypeOf(request.productType) ?? request.productType) as StepRequest['productType'],
    language,
    commission,
    property: request.id === null ? null : { id: request.id, type: request.productType },
  };
}

/**
 * What the wizard wrapper gives a step's form. The wrapper owns the main button (Next, Save, Finalize):
 * it submits the form through `formId`, so the form must render `<form id={formId} onSubmit=…>`.
 * The form stays mounted while saving and after a failed save, so nothing typed is lost.
 */
export interface StepFormProps<Data, Values> {
  formId: string;
  request: StepContext;
  /** The product as its card shows it; null while creating. */
  product: ProductSummary | null;
  /** What `load` answered; null while creating. */
  data: Data | null;
  busy: boolean;
  /** Hands valid values to the wizard machine (`step.save`); invalid ones stay on screen with messages. */
  onSubmit: (values: Values) => void;
}

/** One wizard step: how it reads and writes its data through the API, and the form that edits it. */
export interface StepDefinition<Data = unknown, Values = unknown> {
  load: (request: StepContext) => Promise<Data>;
  /** Creates (the information step without id) or updates; answers the product's updated `step_validate`. */
  save: (request: StepContext, values: Values) => Promise<StepSaved>;
  Form: ComponentType<StepFormProps<Data, Values>>;
}

/** Erases a step's own types for the registry; each step stays type-checked in its own file. */
export const defineStep = <Data, Values>(step: StepDefinition<Data, Values>) =>
  step as unknown as StepDefinition;

/** Whether this step of the product was saved before (its `step_validate` entry), e.g. to read an empty list
 * stored then as the provider's answer rather than as untouched. */
export function stepWasSaved(request: StepContext, product: ProductSummary | null): boolean {
  // The product's own steps, or a room's (the product on a room step is the room).
  const steps: readonly string[] = stepsOfType(request.productType);
  const index = steps.indexOf(request.step);
  return index >= 0 && product?.step_validate[stepKey(index + 1)] === true;
}

/** The accommodation endpoints take types 1-5 in their path. */
export function accommodationTypeOf(request: StepContext): AccommodationType {
  const type = request.productType;
  if (!isAccommodationType(type)) throw new Error(`product type ${type} is not an accommodation`);
  return type;
}

/** The product's id: every step after the first is opened with one. */
export function productIdOf(request: StepContext): string {
  if (!request.id) throw new Error(`the ${request.step} step needs a product id`);
  return request.id;
}
