import type { Deps } from '../../../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../../../http/operations.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import { findReadableProduct } from '../../productAccess.ts';
import { addGuide, guideProduct, readGuideInformation, updateGuideInformation } from './guideInformation.ts';

/** The catalogue kinds the guides' forms choose from, by their name in the path. */
const CATALOGS = {
  expertise: 'guide_expertise',
  category: 'guide_category',
} as const;

/** The guides' own operations under /api/bookAGuide (issue 30): creation, the information step, catalogues. */
export function guideHandlers({ db }: Deps) {
  return {
    async createGuide(request, reply) {
      const { product_type, language_code } = request.query;
      const saved = await addGuide(db, callerOf(request), product_type, language_code ?? 'es', request.body);
      reply.code(201);
      return saved;
    },

    async getGuideInformation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return readGuideInformation(db, guideProduct(product, request.query.product_type));
    },

    updateGuideInformation: (r) =>
      updateGuideInformation(db, callerOf(r), r.params.id, r.query.product_type, r.body),

    listGuideCatalog: (r) => catalogOf(db, CATALOGS[r.params.kind], r.query.language_code ?? 'es'),
  } satisfies PartialHandlerTable;
}
