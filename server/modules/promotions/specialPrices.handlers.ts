import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { findOwnedStay, replaceSpecialPrices, specialPricesOf } from './specialPrices.ts';

/** SPEC §7 Special prices: a stay's whole list, read and replaced by its owner only (404 otherwise). */
export function specialPriceHandlers(deps: Deps) {
  const { db } = deps;

  return {
    async getSpecialPrices(request) {
      const product = await findOwnedStay(
        db,
        callerOf(request),
        request.params.id,
        request.query.product_type,
      );
      return { special_prices: await specialPricesOf(db, product) };
    },

    async saveSpecialPrices(request) {
      const product = await findOwnedStay(
        db,
        callerOf(request),
        request.params.id,
        request.query.product_type,
      );
      await replaceSpecialPrices(
        db,
        product,
        request.body.special_prices,
        request.query.language_code ?? 'es',
      );
      return { special_prices: await specialPricesOf(db, product) };
    },
  } satisfies PartialHandlerTable;
}
