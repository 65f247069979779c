import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { generalPreviewQueries } from '../../generalPreviewQueries.ts';

type Schemas = components['schemas'];
type AttractionType = Schemas['AttractionType'];

/** The information-additional step with its catalogue ids named in the reading language (an unknown id as it is). */
export interface NamedAdditionalInformation {
  before_booking: number;
  /** The difficulty's name; null while none is chosen. */
  difficulty: string | null;
  suited_to: string[];
  languages: string[];
}

const namesOf = (catalog: Schemas['CatalogItem'][]) => {
  const names = new Map(catalog.map((item) => [item._id, item.name]));
  return (id: string) => names.get(id) ?? id;
};

/** The read-only step data of an attraction (issue 30), as its wizard saved them (the operator may read any). */
export const attractionsPreviewQueries = (id: string, type: AttractionType, language: Language) => {
  const item = { params: { path: { id, type, languageCode: language } } };
  const key = (step: string) => ['review', 'product', id, step, language];
  const catalog = async (kind: 'difficulty' | 'suited_to') =>
    unwrap(
      await api.GET('/api/attractions/catalogs/{kind}', {
        params: { path: { kind }, query: { language_code: language } },
      }),
    );
  return {
    ...generalPreviewQueries(id, type, language),
    information: queryOptions({
      queryKey: key('information'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/attractions/{id}', {
            params: { path: { id }, query: { product_type: type, language_code: language } },
          }),
        ),
    }),
    location: queryOptions({
      queryKey: key('location'),
      queryFn: async () =>
        unwrap(await api.GET('/api/attractions/location/{id}', { params: { path: { id } } })),
    }),
    gallery: queryOptions({
      queryKey: key('gallery'),
      queryFn: async () =>
        unwrap(await api.GET('/api/attractions/multimedia/{type}/{id}', { params: { path: { id, type } } })),
    }),
    /** The step and the three catalogues its ids come from, read together so the section shows names only. */
    additional: queryOptions({
      queryKey: key('information-additional'),
      queryFn: async (): Promise<NamedAdditionalInformation> => {
        const [saved, difficulties, groups, languages] = await Promise.all([
          api.GET('/api/attractions/information-additional/{id}/{languageCode}/{type}', item).then(unwrap),
          catalog('difficulty'),
          catalog('suited_to'),
          api.GET('/api/catalog/languages', { params: { query: { language_code: language } } }).then(unwrap),
        ]);
        return {
          before_booking: saved.before_booking,
          difficulty: saved.difficulty ? namesOf(difficulties)(saved.difficulty) : null,
          suited_to: saved.suited_to.map(namesOf(groups)),
          languages: saved.languages.map(namesOf(languages)),
        };
      },
    }),
    bring: queryOptions({
      queryKey: key('bringAdditional'),
      queryFn: async () =>
        unwrap(await api.GET('/api/attractions/bring-additional/{id}/{languageCode}/{type}', item)),
    }),
    schedule: queryOptions({
      queryKey: key('schedule'),
      queryFn: async () =>
        unwrap(
          await api.GET('/api/attractions/schedule/{id}/{type}', {
            params: { path: { id, type }, query: { language_code: language } },
          }),
        ),
    }),
  };
};
