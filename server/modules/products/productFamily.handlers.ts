import type { FastifyRequest } from 'fastify';
import { hasCommissionModel } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { callerOf } from '../../http/operations.ts';
import { findOwnedProduct } from './productAccess.ts';
import { setCommissionModel } from './productCommission.ts';
import { loadListItem } from './productList.ts';
import { switchProductStatus } from './productPublishing.ts';
import { deleteOwnedProduct } from './productRemoval.ts';
import { requireFamily, requirePathType } from './stepPlacement.ts';

type Request<Body, Query = unknown> = FastifyRequest<{
  Params: { id: string };
  Body: Body;
  Querystring: Query;
}>;

/**
 * Status, commission and removal of a product at its family's path (SPEC §7: /api/accommodation for types
 * 1-5, /api/thingsToDo for the things to do). A product of another family, another type than the call names,
 * or another provider answers the same 404, so no path acts on a product it does not serve.
 */
export function productFamilyHandlers({ db, storage }: Deps, isOfFamily: (type: number) => boolean) {
  const owned = async (request: FastifyRequest, id: string, type: number | undefined) => {
    const product = requireFamily(await findOwnedProduct(db, callerOf(request), id), isOfFamily);
    return type === undefined ? product : requirePathType(product, type);
  };

  return {
    async setStatus(request: Request<components['schemas']['StatusChange']>) {
      const { id } = request.params;
      await owned(request, id, request.body.product_type);
      await switchProductStatus(db, callerOf(request), id, request.body.status);
      return loadListItem(db, id);
    },

    async setCommission(request: Request<components['schemas']['CommissionChange']>) {
      const product = await owned(request, request.params.id, request.body.product_type);
      // SPEC §9: attractions and gastronomy have none, whichever family serves them (the kinds table).
      if (!hasCommissionModel(product.product_type)) {
        throw new ApiError(
          400,
          'commission_not_available',
          'This product type has no commission model',
          'product_type',
        );
      }
      await setCommissionModel(db, product, request.body.commission_model);
      return loadListItem(db, product.id);
    },

    async remove(request: Request<unknown, { product_type?: number }>) {
      const product = await owned(request, request.params.id, request.query.product_type);
      const files = await deleteOwnedProduct(db, callerOf(request), product);
      await Promise.all(files.map((url) => storage.remove(url)));
      return { message: 'Ok!' };
    },
  };
}
