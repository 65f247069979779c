import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isProductType, PRODUCT_TYPES } from '../../../machines/productKinds.ts';
import { stepsOfType } from '../../../machines/productTypes.ts';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS } from '../../../machines/wizardSteps.ts';
import { productTypeName } from '../../ui/productTypeNames.ts';

/** The type of a step's generic text, which every product type reads unless one was written for it. */
export const GENERIC_TYPE = 0;

const GENERIC_NAME = msg`General (todos los tipos)`;

/** A help text's product type as the editor names it; null for a number that is no type. */
export const typeNameOf = (type: number): MessageDescriptor | null =>
  type === GENERIC_TYPE ? GENERIC_NAME : isProductType(type) ? productTypeName(type) : null;

/** The types a text can be written for: the generic one, then each type that has a wizard's steps. */
export const TEXT_TYPES: readonly number[] = [
  GENERIC_TYPE,
  ...PRODUCT_TYPES.filter((type) => stepsOfType(type).length > 0),
];

/** Every step of every wizard, by name. */
const ALL_STEPS: readonly string[] = [
  ...new Set<string>([...Object.values(WIZARD_STEPS), ...Object.values(WIZARD_ROOM_STEPS)].flat()),
].sort();

/** The steps a text of this type can be for: the type's wizard's, or every step for the generic text. */
export const stepsForType = (type: number): readonly string[] =>
  type === GENERIC_TYPE ? ALL_STEPS : stepsOfType(type);
