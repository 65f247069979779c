import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { productStatusMachine, type SaveStatusInput } from '../../../machines/productStatus.machine.ts';
import { STATUS_IDS, statusOfId } from '../../../machines/productTypes.ts';
import { useSession } from '../../api/session.ts';
import { callsOfType } from '../../families/familyList.ts';
import { type ProductListItem, refreshProducts } from './productQueries.ts';

/**
 * The provider's side of the status PUT (SPEC §7): switch on asks for review (2), switch off hides (1).
 * Publishing is the operator's decision, taken in the review queue, never from a card.
 */
async function putStatus(id: string, input: SaveStatusInput) {
  if (input.status === 'published') throw new Error('Only the review queue publishes a product');
  return (await callsOfType(input.productType)).putStatus(id, {
    product_type: input.productType,
    status: STATUS_IDS[input.status],
    update: input.update,
  });
}

/**
 * One product's status machine, its saves bound to the API. After a save the lists and counts are
 * refreshed; the card is keyed by the stored status, so it then opens a fresh machine where the server is.
 */
export function useProductStatusActor(product: ProductListItem) {
  const session = useSession();
  const queryClient = useQueryClient();
  const basicProfile = session?.user.basic_profile ?? false;
  const actorRef = useActorRef(
    productStatusMachine.provide({
      actors: {
        saveStatus: fromPromise<unknown, SaveStatusInput>(async ({ input }) => {
          const answer = await putStatus(product._id, input);
          void refreshProducts(queryClient);
          return answer;
        }),
      },
    }),
    {
      input: {
        status: statusOfId(product.tb_gcm_status._id),
        productType: product.product_type,
        stepValidate: product.step_validate,
        basicProfile,
      },
    },
  );

  // The profile can be completed in another tab, and a wizard save changes the steps: the guards follow.
  useEffect(() => actorRef.send({ type: 'profile.update', basicProfile }), [actorRef, basicProfile]);
  useEffect(
    () => actorRef.send({ type: 'steps.update', stepValidate: product.step_validate }),
    [actorRef, product.step_validate],
  );
  return actorRef;
}

export type ProductStatusActor = ReturnType<typeof useProductStatusActor>;
