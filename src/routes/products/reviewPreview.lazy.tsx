import { createLazyRoute } from '@tanstack/react-router';
import { ReviewPreviewPage } from '../../features/review/ReviewPreviewPage.tsx';
import { productsBoundaries } from './productsBoundaries.tsx';

export const Route = createLazyRoute('/portal/review/$id')({
  component: ReviewPreviewRoute,
  ...productsBoundaries,
});

function ReviewPreviewRoute() {
  return <ReviewPreviewPage id={Route.useParams().id} />;
}
