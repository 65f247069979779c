import type { Deps } from '../../../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../../../http/operations.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import { findReadableProduct } from '../../productAccess.ts';
import {
  addAttraction,
  attractionProduct,
  readAttractionInformation,
  updateAttractionInformation,
} from './attractionInformation.ts';
import { ATTRACTION_CATALOGS } from './attractionSteps.ts';

/** The attractions' own operations under /api/attractions: creation, the information step, the catalogues. */
export function attractionHandlers({ db }: Deps) {
  return {
    async createAttraction(request, reply) {
      const { product_type, language_code } = request.query;
      const saved = await addAttraction(
        db,
        callerOf(request),
        product_type,
        language_code ?? 'es',
        request.body,
      );
      reply.code(201);
      return saved;
    },

    async getAttractionInformation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return readAttractionInformation(attractionProduct(product, request.query.product_type));
    },

    updateAttractionInformation: (r) =>
      updateAttractionInformation(db, callerOf(r), r.params.id, r.query.product_type, r.body),

    listAttractionsCatalog: (r) =>
      catalogOf(db, ATTRACTION_CATALOGS[r.params.kind], r.query.language_code ?? 'es'),
  } satisfies PartialHandlerTable;
}
