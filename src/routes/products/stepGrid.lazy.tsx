import { createLazyRoute } from '@tanstack/react-router';
import { StepGridPage } from '../../features/products/StepGridPage.tsx';
import { productsBoundaries } from './productsBoundaries.tsx';

export const Route = createLazyRoute('/portal/my-products/$id')({
  component: StepGridRoute,
  ...productsBoundaries,
});

function StepGridRoute() {
  return <StepGridPage id={Route.useParams().id} />;
}
