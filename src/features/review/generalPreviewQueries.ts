import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

type ProductType = components['schemas']['ProductType'];

/** The general steps' read-only data every family's preview shows alike (their paths are /api/general's). */
export const generalPreviewQueries = (id: string, type: ProductType, language: Language) => {
  const path = { params: { path: { id, type, languageCode: language } } };
  return {
    policy: queryOptions({
      queryKey: ['review', 'product', id, 'policy', language],
      queryFn: async () =>
        unwrap(await api.GET('/api/general/custom-policies/{id}/{type}/{languageCode}', path)),
    }),
    rules: queryOptions({
      queryKey: ['review', 'product', id, 'rules', language],
      queryFn: async () =>
        unwrap(await api.GET('/api/general/custom-terms/{id}/{type}/{languageCode}', path)),
    }),
  };
};
