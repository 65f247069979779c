import { isAccommodationType, isThingsToDoType } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

type StatusChange = components['schemas']['StatusChange'];
type CommissionChange = components['schemas']['CommissionChange'];

/**
 * SPEC §7: a product's status, commission and removal are served by its family's endpoint — /api/thingsToDo for
 * tours, community tourism and packages, /api/accommodation for the stays. The card menus call these.
 */
export async function putProductStatus(id: string, body: StatusChange) {
  const init = { params: { path: { id } }, body };
  return unwrap(
    isThingsToDoType(body.product_type)
      ? await api.PUT('/api/thingsToDo/status/{id}', init)
      : await api.PUT('/api/accommodation/status/{id}', init),
  );
}

export async function putProductCommission(id: string, body: CommissionChange) {
  const init = { params: { path: { id } }, body };
  return unwrap(
    isThingsToDoType(body.product_type)
      ? await api.PUT('/api/thingsToDo/commission/{id}', init)
      : await api.PUT('/api/accommodation/commission/{id}', init),
  );
}

export async function deleteProduct(id: string, productType: number) {
  if (isThingsToDoType(productType)) {
    return unwrap(
      await api.DELETE('/api/thingsToDo/{id}', {
        params: { path: { id }, query: { product_type: productType } },
      }),
    );
  }
  return unwrap(
    await api.DELETE('/api/accommodation/{id}', {
      params: {
        path: { id },
        query: isAccommodationType(productType) ? { product_type: productType } : {},
      },
    }),
  );
}
