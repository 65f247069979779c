import { createLazyRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/profile/SettingsPage.tsx';

export const Route = createLazyRoute('/portal/settings')({ component: SettingsPage });
