import { isProductType } from '../../../machines/productKinds.ts';
import type { Deps } from '../../deps.ts';
import { GENERAL_STEPS } from './generalSteps.ts';
import { stepHandlers } from './stepOperations.ts';

/** The general steps of every family (generalSteps.ts), on any product whose wizard has them. */
export const generalStepHandlers = (deps: Deps) => stepHandlers(deps, isProductType, GENERAL_STEPS);
