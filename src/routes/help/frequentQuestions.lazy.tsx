import { createLazyRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/help/FaqPage.tsx';

export const Route = createLazyRoute('/portal/frequent-questions')({ component: FaqPage });
