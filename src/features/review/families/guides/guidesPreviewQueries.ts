import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.d.ts';
import { languagesQuery } from '../../../../api/catalogQueries.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { generalPreviewQueries } from '../../generalPreviewQueries.ts';

type GuideType = components['schemas']['GuideType'];
type GuideCatalogKind = components['parameters']['GuideCatalogKindPath'];

// The catalogues change a few times a year: an hour spares a second read on the next guide's preview.
const HOUR = 60 * 60 * 1000;

/** A guide catalogue (areas of expertise or categories), named in `language`, to name the ids the guide chose. */
const guideCatalogQuery = (kind: GuideCatalogKind, language: Language) =>
  queryOptions({
    queryKey: ['catalog', 'bookAGuide', kind, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/bookAGuide/catalogs/{kind}', {
          params: { path: { kind }, query: { language_code: language } },
        }),
      ),
    staleTime: HOUR,
  });

/** The read-only step data of a guide (issue 30), as its wizard saved them (the operator may read any). */
export const guidesPreviewQueries = (id: string, type: GuideType, language: Language) => {
  const key = (step: string) => ['review', 'product', id, step, language];
  return {
    ...generalPreviewQueries(id, type, language),
    information: queryOptions({
      queryKey: key('information'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/bookAGuide/{id}', {
            params: { path: { id }, query: { product_type: type, language_code: language } },
          }),
        ),
    }),
    additional: queryOptions({
      queryKey: key('information-additional'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/bookAGuide/information-additional/{id}/{languageCode}/{type}', {
            params: { path: { id, type, languageCode: language } },
          }),
        ),
    }),
    location: queryOptions({
      queryKey: key('location'),
      queryFn: async () =>
        unwrap(await api.GET('/api/bookAGuide/location/{id}', { params: { path: { id } } })),
    }),
    fees: queryOptions({
      queryKey: key('fees'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/bookAGuide/fees/{id}', {
            params: { path: { id }, query: { language_code: language } },
          }),
        ),
    }),
    gallery: queryOptions({
      queryKey: key('gallery'),
      queryFn: async () =>
        unwrap(await api.GET('/api/bookAGuide/multimedia/{type}/{id}', { params: { path: { id, type } } })),
    }),
    expertise: guideCatalogQuery('expertise', language),
    categories: guideCatalogQuery('category', language),
    languages: languagesQuery(language),
  };
};
