import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { findReadableProduct } from '../products/productAccess.ts';
import { availabilityOf } from './availability.ts';

/** SPEC §7 Availability GET: the owner reads a product's calendar, the operator any product's; others 404. */
export function availabilityHandlers(deps: Deps) {
  const { db } = deps;

  return {
    async getAvailability(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return { data: await availabilityOf(db, product.id) };
    },
  } satisfies PartialHandlerTable;
}
