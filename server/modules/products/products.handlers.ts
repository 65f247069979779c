import { statusOfId } from '../../../machines/productTypes.ts';
import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { findReadableProduct } from './productAccess.ts';
import { countProductsByType, listProductPage, loadListItem } from './productList.ts';

/** Filter 0 means every status; 1-3 are the status ids. */
const statusFilter = (status: 0 | 1 | 2 | 3 | undefined) => (status ? statusOfId(status) : undefined);

/** What every family's products share (SPEC §7 /api/products): the list, its counts, one product's card. */
export function productHandlers({ db }: Deps) {
  return {
    async listProducts(request) {
      const { sub } = callerOf(request);
      const q = request.query;
      return listProductPage(
        db,
        { providerId: sub, productType: q.product_type, status: statusFilter(q.status), query: q.query },
        { page: q.page ?? 1, results: q.results ?? 12, language: q.language_code ?? 'es', order: 'newest' },
      );
    },

    async countProducts(request) {
      const { sub } = callerOf(request);
      const q = request.query ?? {};
      const counts = await countProductsByType(db, {
        providerId: sub,
        status: statusFilter(q.status),
        query: q.query,
      });
      return { counts };
    },

    async getProduct(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return loadListItem(db, product.id);
    },
  } satisfies PartialHandlerTable;
}
