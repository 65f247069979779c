import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogs } from '../i18n/i18n.ts';
import { portalLayout } from './layouts.tsx';

/**
 * /settings/notifications (issue 32): this device's Web Push and the switches per kind. Anyone signed in: whoever
 * receives reservations or messages may be told of them.
 */
const notificationSettings = createRoute({
  getParentRoute: () => portalLayout,
  path: '/settings/notifications',
  staticData: { title: msg`Notificaciones` },
  component: lazyRouteComponent(
    () => withCatalogs(['notifications'], import('../features/notifications/NotificationSettingsPage.tsx')),
    'NotificationSettingsPage',
  ),
});

export const notificationsRoutes = [notificationSettings];
