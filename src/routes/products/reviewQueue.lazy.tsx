import { createLazyRoute } from '@tanstack/react-router';
import { ReviewQueuePage } from '../../features/review/ReviewQueuePage.tsx';
import { productsBoundaries } from './productsBoundaries.tsx';

export const Route = createLazyRoute('/portal/review')({ component: ReviewQueuePage, ...productsBoundaries });
