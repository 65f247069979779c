import { queryOptions } from '@tanstack/react-query';
import { type AttractionType, isAttractionType } from '../../../../../machines/productTypes.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { productIdOf, type StepContext } from '../../stepDefinition.ts';

const HOUR = 60 * 60 * 1000;

/** The attraction's own type, as its paths take it (the kinds table's attractions family). */
export function attractionTypeOf(request: StepContext): AttractionType {
  const type = request.productType;
  if (!isAttractionType(type)) throw new Error(`product type ${type} is not an attraction`);
  return type;
}

/** {id}/{languageCode}/{type} of the attraction steps' endpoints. */
export const attractionItemPath = (request: StepContext) => ({
  params: {
    path: {
      id: productIdOf(request),
      languageCode: request.language,
      type: attractionTypeOf(request),
    },
  },
});

/** A catalogue of the attraction's forms (the tours' difficulties and suited-to groups) in the interface language. */
export const attractionCatalogQuery = (kind: 'difficulty' | 'suited_to', language: Language) =>
  queryOptions({
    queryKey: ['attractions', 'catalogs', kind, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/attractions/catalogs/{kind}', {
          params: { path: { kind }, query: { language_code: language } },
        }),
      ),
    staleTime: HOUR,
  });
