import type { Deps } from '../../../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../../../http/operations.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import { findReadableProduct } from '../../productAccess.ts';
import { loadListItem } from '../../productList.ts';
import { requireFamily } from '../../stepPlacement.ts';
import {
  changeAccommodationType,
  createAccommodation,
  readAccommodationInformation,
  updateAccommodationInformation,
} from './accommodationInformation.ts';

/**
 * The stays' own operations under /api/accommodation (SPEC §7): creation and the information step with its
 * property type, moving a stay among its types, and the catalogues of its forms.
 */
export function stayHandlers({ db }: Deps, serves: (type: number) => boolean) {
  return {
    async createAccommodation(request, reply) {
      const saved = await createAccommodation(
        db,
        callerOf(request),
        request.query.product_type,
        request.query.language_code ?? 'es',
        request.body,
      );
      reply.code(201);
      return saved;
    },

    async getAccommodationInformation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      // The information step of another family has no property type: its own path serves it (404 here).
      return readAccommodationInformation(db, requireFamily(product, serves));
    },

    async updateAccommodationInformation(request) {
      return updateAccommodationInformation(db, callerOf(request), request.params.id, request.body);
    },

    async setAccommodationType(request) {
      await changeAccommodationType(db, callerOf(request), request.params.id, request.body.product_type);
      return loadListItem(db, request.params.id);
    },

    async listPropertyTypes(request) {
      const { product_type, language_code } = request.query;
      return catalogOf(db, `property_type:${product_type}`, language_code ?? 'es');
    },

    async listBedsOrBathrooms(request) {
      return catalogOf(
        db,
        request.params.kind === 1 ? 'bed' : 'bathroom',
        request.query.language_code ?? 'es',
      );
    },
  } satisfies PartialHandlerTable;
}
