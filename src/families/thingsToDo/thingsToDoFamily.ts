import { isThingsToDoType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { AppFamily } from '../appFamily.ts';

/** Tours, community tourism and tourist packages (SPEC §7: /api/thingsToDo). */
export const thingsToDoFamily = {
  id: 'thingsToDo',
  serves: ['thingsToDo'],
  calls: {
    putStatus: async (id, body) =>
      unwrap(await api.PUT('/api/thingsToDo/status/{id}', { params: { path: { id } }, body })),
    putCommission: async (id, body) =>
      unwrap(await api.PUT('/api/thingsToDo/commission/{id}', { params: { path: { id } }, body })),
    remove: async (id, productType) =>
      unwrap(
        await api.DELETE('/api/thingsToDo/{id}', {
          // The family list gives this family only its own types; the guard lets the contract's type check it.
          params: { path: { id }, query: isThingsToDoType(productType) ? { product_type: productType } : {} },
        }),
      ),
  },
} as const satisfies AppFamily<'thingsToDo'>;
