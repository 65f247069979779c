import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

export const PRICE_PREVIEW_ROOT = ['promotions', 'price-preview'] as const;

/** Nights the calendar's price strip and the default preview show. */
export const PREVIEW_NIGHTS = 60;

/**
 * What the traveler pays and the provider receives night by night, from `start` (the server's today when
 * left out), with every input of the price (`basis`) so a form can preview a draft with the same function
 * (machines/travelerPrice.ts). Saving a promotion, an assignment or a special price invalidates
 * PRICE_PREVIEW_ROOT.
 */
export const pricePreviewQuery = (productId: string, start?: string, days: number = PREVIEW_NIGHTS) =>
  queryOptions({
    queryKey: [...PRICE_PREVIEW_ROOT, productId, start ?? 'today', days],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/promotions-new/price-preview/{id}', {
          params: { path: { id: productId }, query: { ...(start ? { start } : {}), days } },
        }),
      ),
  });
