import { isAccommodationType } from '../../../machines/productTypes.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { AppFamily } from '../appFamily.ts';

/** The stays and the hotels (SPEC §7: /api/accommodation). A hotel's room is removed with its hotel's type unsaid. */
export const accommodationFamily = {
  id: 'accommodation',
  serves: ['stays', 'hotels'],
  calls: {
    putStatus: async (id, body) =>
      unwrap(await api.PUT('/api/accommodation/status/{id}', { params: { path: { id } }, body })),
    putCommission: async (id, body) =>
      unwrap(await api.PUT('/api/accommodation/commission/{id}', { params: { path: { id } }, body })),
    remove: async (id, productType) =>
      unwrap(
        await api.DELETE('/api/accommodation/{id}', {
          params: {
            path: { id },
            query: isAccommodationType(productType) ? { product_type: productType } : {},
          },
        }),
      ),
  },
} as const satisfies AppFamily<'accommodation'>;
