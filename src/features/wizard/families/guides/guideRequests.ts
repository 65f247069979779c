import { queryOptions } from '@tanstack/react-query';
import { type GuideType, isGuideType } from '../../../../../machines/productTypes.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { productIdOf, type StepContext } from '../../stepDefinition.ts';

const HOUR = 60 * 60 * 1000;

/** The guide type the /api/bookAGuide paths name; the kinds table says which types are guides. */
export function guideTypeOf(request: StepContext): GuideType {
  const type = request.productType;
  if (!isGuideType(type)) throw new Error(`product type ${type} is not a guide`);
  return type;
}

/** {id}/{languageCode}/{type} of the information-additional step (SPEC §7 "guide info, extras {base}/{id}/{lang}/{type}"). */
export const guideExtrasPath = (request: StepContext) => ({
  params: {
    path: { id: productIdOf(request), languageCode: request.language, type: guideTypeOf(request) },
  },
});

/** A guide catalogue (areas of expertise, categories) in the interface language. */
export const guideCatalogQuery = (kind: 'expertise' | 'category', language: Language) =>
  queryOptions({
    queryKey: ['bookAGuide', 'catalogs', kind, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/bookAGuide/catalogs/{kind}', {
          params: { path: { kind }, query: { language_code: language } },
        }),
      ),
    staleTime: HOUR,
  });
