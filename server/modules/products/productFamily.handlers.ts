import type { FastifyRequest } from 'fastify';
import { hasCommissionModel } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { callerOf } from '../../http/operations.ts';
import { galleryOperations } from './gallery.handlers.ts';
import { findOwnedProduct, findReadableProduct } from './productAccess.ts';
import { setCommissionModel } from './productCommission.ts';
import type { FamilyHandlerTable, ProductFamilyPlugin } from './productFamily.ts';
import { loadListItem } from './productList.ts';
import { readProductLocation, saveProductLocation } from './productLocation.ts';
import { switchProductStatus } from './productPublishing.ts';
import { deleteOwnedProduct } from './productRemoval.ts';
import { stepHandlers } from './stepOperations.ts';
import { requireFamily, requirePathType } from './stepPlacement.ts';

type Request<Body, Query = unknown, Params = { id: string }> = FastifyRequest<{
  Params: Params;
  Body: Body;
  Querystring: Query;
}>;
type GalleryRequest<Body = unknown> = Request<Body, unknown, { id: string; type: number }>;

/**
 * Status, commission and removal of a product at its family's path (SPEC §7: /api/accommodation for types
 * 1-5, /api/thingsToDo for the things to do). A product of another family, another type than the call names,
 * or another provider answers the same 404, so no path acts on a product it does not serve.
 */
function productOperations({ db, storage }: Deps, family: ProductFamilyPlugin) {
  const isOfFamily = family.serves;
  const owned = async (request: FastifyRequest, id: string, type: number | undefined) => {
    const product = requireFamily(await findOwnedProduct(db, callerOf(request), id), isOfFamily);
    return type === undefined ? product : requirePathType(product, type);
  };

  return {
    async setStatus(request: Request<components['schemas']['StatusChange']>) {
      const { id } = request.params;
      await owned(request, id, request.body.product_type);
      await switchProductStatus(db, callerOf(request), id, request.body.status, family.readyForReview);
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

/**
 * Every handler of a family: the operations all families have (status, commission, delete, location, gallery) at
 * the operation ids the family names, its steps through stepRegistry.ts, and its own operations. Each serves only
 * the family's products (`serves`, from the kinds table): any other answers 404, as another provider's.
 */
export function familyHandlers<F extends ProductFamilyPlugin>(deps: Deps, family: F): FamilyHandlerTable<F> {
  const { db } = deps;
  const { operations: o, serves } = family;
  const product = productOperations(deps, family);
  const gallery = galleryOperations(deps);
  const ofFamily = <P extends { product_type: number }>(p: P) => requireFamily(p, serves);
  const table = {
    [o.status]: (r: Request<components['schemas']['StatusChange']>) => product.setStatus(r),
    [o.commission]: (r: Request<components['schemas']['CommissionChange']>) => product.setCommission(r),
    [o.remove]: (r: Request<unknown, { product_type?: number }>) => product.remove(r),
    [o.location.read]: async (r: Request<unknown>) =>
      readProductLocation(ofFamily(await findReadableProduct(db, callerOf(r), r.params.id))),
    [o.location.save]: (r: Request<components['schemas']['ProductLocation']>) =>
      saveProductLocation(db, callerOf(r), r.params.id, r.body, ofFamily),
    [o.gallery.read]: (r: GalleryRequest) => gallery.read(r, r.params.id, r.params.type),
    [o.gallery.uploadMainPicture]: (r: GalleryRequest) =>
      gallery.uploadMainPicture(r, r.params.id, r.params.type),
    [o.gallery.addFiles]: (r: GalleryRequest) => gallery.addFiles(r, r.params.id, r.params.type),
    [o.gallery.removeFile]: (r: GalleryRequest<components['schemas']['GalleryItemRef']>) =>
      gallery.removeFile(r, r.params.id, r.params.type, r.body.gallery_id),
    [o.gallery.completeStep]: (r: GalleryRequest) => gallery.completeStep(r, r.params.id, r.params.type),
    ...stepHandlers(deps, serves, family.steps),
    ...(family.rooms ? stepHandlers(deps, family.rooms.serves, family.rooms.steps) : {}),
    ...family.handlers(deps),
  };
  // The keys are the family's operation ids, each handler of that operation's shape (productFamily.ts picks them
  // by shape); computed keys lose their names, so the table is named once here.
  return table as unknown as FamilyHandlerTable<F>;
}
