import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';
import { listProductPage, loadListItem } from '../products/productList.ts';
import { decideReview } from '../products/productPublishing.ts';

/** The review queue is the operator's (SPEC §6 role 1; server/http/operationRoles.ts). */
export function reviewHandlers({ db, realtime }: Deps) {
  return {
    async listReviewQueue(request) {
      return listProductPage(
        db,
        { status: 'revision' },
        {
          page: request.query?.page ?? 1,
          results: request.query?.results ?? 12,
          language: 'es',
          order: 'waitingLongest',
        },
      );
    },

    /** A decision changes the product's status: its owner's open portal hears of it at once. */
    async reviewProduct(request) {
      const { decision } = request.body;
      const reason = request.body.reason?.trim();
      if (decision === 'send_back' && !reason) {
        throw new ApiError(400, 'invalid_request', 'reason is required', 'reason');
      }
      const { providerId } = await decideReview(
        db,
        request.params.id,
        decision === 'approve' ? { decision } : { decision, reason: reason ?? '' },
      );
      const product = await loadListItem(db, request.params.id);
      realtime.publishProductStatus(providerId, product);
      return product;
    },
  } satisfies PartialHandlerTable;
}
