import { isThingsToDoType } from '../../../machines/productTypes.ts';
import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { catalogOf } from '../catalog/catalogEntries.ts';
import { findReadableProduct } from './productAccess.ts';
import { productFamilyHandlers } from './productFamily.handlers.ts';
import { readProductLocation, saveProductLocation } from './productLocation.ts';
import { readRegisteredStep, type StepAddress, saveRegisteredStep } from './stepRegistry.ts';
import {
  addThingToDo,
  readThingToDoInformation,
  thingsToDoProduct,
  updateThingToDoInformation,
} from './thingsToDoInformation.ts';
import { THINGS_TO_DO_STEPS as STEPS } from './thingsToDoSteps.ts';

/** The things-to-do family (issue 16) under /api/thingsToDo: information, status, commission, delete, own steps. */
export function thingsToDoHandlers(deps: Deps) {
  const { db } = deps;
  const family = productFamilyHandlers(deps, isThingsToDoType);
  const at = (params: { id: string; type?: number }): StepAddress => ({
    id: params.id,
    type: params.type,
    isOfFamily: isThingsToDoType,
  });

  return {
    async createThingToDo(request, reply) {
      const { product_type, language_code } = request.query;
      const saved = await addThingToDo(
        db,
        callerOf(request),
        product_type,
        language_code ?? 'es',
        request.body,
      );
      reply.code(201);
      return saved;
    },

    async getThingToDoInformation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return readThingToDoInformation(thingsToDoProduct(product, request.query.product_type));
    },

    updateThingToDoInformation: (r) =>
      updateThingToDoInformation(db, callerOf(r), r.params.id, r.query.product_type, r.body),

    deleteThingToDo: (r) => family.remove(r),
    setThingToDoStatus: (r) => family.setStatus(r),
    setThingToDoCommission: (r) => family.setCommission(r),

    listThingsToDoCatalog: (r) => catalogOf(db, `tour_${r.params.kind}`, r.query.language_code ?? 'es'),

    async getThingToDoLocation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return readProductLocation(thingsToDoProduct(product));
    },

    saveThingToDoLocation: (r) =>
      saveProductLocation(db, callerOf(r), r.params.id, r.body, (product) => thingsToDoProduct(product)),

    getTourAdditionalInformation: (r) =>
      readRegisteredStep(db, callerOf(r), at(r.params), STEPS['information-additional']),
    saveTourAdditionalInformation: (r) =>
      saveRegisteredStep(db, callerOf(r), at(r.params), STEPS['information-additional'], r.body),
    getTourBringAdditional: (r) =>
      readRegisteredStep(db, callerOf(r), at(r.params), STEPS['bring-additional']),
    saveTourBringAdditional: (r) =>
      saveRegisteredStep(db, callerOf(r), at(r.params), STEPS['bring-additional'], r.body),
    getTourAvailability: (r) => readRegisteredStep(db, callerOf(r), at(r.params), STEPS.availability),
    saveTourAvailability: (r) =>
      saveRegisteredStep(db, callerOf(r), at(r.params), STEPS.availability, r.body),
    getTourItinerary: (r) => readRegisteredStep(db, callerOf(r), at(r.params), STEPS.itinerary),
    saveTourItinerary: (r) => saveRegisteredStep(db, callerOf(r), at(r.params), STEPS.itinerary, r.body),
    getTourPrices: (r) => readRegisteredStep(db, callerOf(r), at(r.params), STEPS.prices),
    saveTourPrices: (r) => saveRegisteredStep(db, callerOf(r), at(r.params), STEPS.prices, r.body),
  } satisfies PartialHandlerTable;
}
