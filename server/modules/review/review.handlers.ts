import type { AccessClaims } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { isOperator } from '../products/productAccess.ts';
import { listProductPage, loadListItem } from '../products/productList.ts';
import { decideReview } from '../products/productPublishing.ts';

/** The review queue is the operator's (SPEC §6 role 1); a provider may not even list it. */
function requireOperator(caller: AccessClaims): void {
  if (!isOperator(caller)) throw new ApiError(403, 'forbidden', 'Only the operator reviews products');
}

export function reviewHandlers({ db, realtime }: Deps) {
  return {
    async listReviewQueue(request) {
      requireOperator(callerOf(request));
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
      requireOperator(callerOf(request));
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
