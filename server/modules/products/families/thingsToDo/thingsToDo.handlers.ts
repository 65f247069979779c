import type { Deps } from '../../../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../../../http/operations.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import { findReadableProduct } from '../../productAccess.ts';
import {
  addThingToDo,
  readThingToDoInformation,
  thingsToDoProduct,
  updateThingToDoInformation,
} from './thingsToDoInformation.ts';

/** The things to do's own operations under /api/thingsToDo (issue 16): creation, the information step, catalogues. */
export function thingsToDoHandlers({ db }: Deps) {
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

    listThingsToDoCatalog: (r) => catalogOf(db, `tour_${r.params.kind}`, r.query.language_code ?? 'es'),
  } satisfies PartialHandlerTable;
}
