import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productStatusMachine, type SaveStatusInput } from '../../../machines/productStatus.machine.ts';
import { statusOfId } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { type ReviewItem, refreshAfterReview } from './reviewQueries.ts';

/** The operator's side of a status change: approving publishes, sending back hides with a reason. */
async function putDecision(id: string, input: SaveStatusInput) {
  if (input.status === 'revision') throw new Error('The review queue only approves or sends back');
  return unwrap(
    await api.PUT('/api/review/products/{id}', {
      params: { path: { id } },
      body:
        input.status === 'published'
          ? { decision: 'approve' }
          : { decision: 'send_back', reason: input.reason ?? '' },
    }),
  );
}

/**
 * One queued product's status machine with the review PUT as its save: `review.approve` and
 * `review.sendBack` are the events this screen sends. The profile check is the provider's, not the
 * operator's, so it is not asked here.
 */
export function useReviewActor(product: ReviewItem) {
  const queryClient = useQueryClient();
  return useActorRef(
    productStatusMachine.provide({
      actors: {
        saveStatus: fromPromise<unknown, SaveStatusInput>(async ({ input }) => {
          const answer = await putDecision(product._id, input);
          void refreshAfterReview(queryClient);
          return answer;
        }),
      },
    }),
    {
      input: {
        status: statusOfId(product.tb_gcm_status._id),
        productType: product.product_type,
        stepValidate: product.step_validate,
        basicProfile: true,
      },
    },
  );
}

export type ReviewActor = ReturnType<typeof useReviewActor>;
