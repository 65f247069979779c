import { createLazyRoute } from '@tanstack/react-router';
import { SupportPage } from '../../features/help/SupportPage.tsx';

export const Route = createLazyRoute('/portal/support')({ component: SupportPage });
