import { type GastronomyType, isGastronomyType } from '../../../../../machines/productTypes.ts';
import { productIdOf, type StepContext } from '../../stepDefinition.ts';

/** The restaurant's paths name its type; the registry gives these steps only the gastronomy wizard's types. */
export function restaurantTypeOf(request: StepContext): GastronomyType {
  const type = request.productType;
  if (!isGastronomyType(type)) throw new Error(`product type ${type} is not a restaurant`);
  return type;
}

/** The path of a restaurant step stored under its id and type (/…/{id}/{type}). */
export const restaurantStepPath = (request: StepContext) => ({
  params: { path: { id: productIdOf(request), type: restaurantTypeOf(request) } },
});
