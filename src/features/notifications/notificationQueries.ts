import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type PushSubscriptionInput = components['schemas']['PushSubscriptionInput'];

/** The three kinds a person switches, in the screen's order. */
export const NOTIFICATION_KINDS = ['new_reservation', 'expiring_reservation', 'new_message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The caller's switches per kind (every kind on until changed). */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'preferences'],
    queryFn: async (): Promise<NotificationPreferences> =>
      unwrap(await api.GET('/api/notifications/preferences')),
  });

export async function saveNotificationPreferences(preferences: NotificationPreferences) {
  return unwrap(await api.PUT('/api/notifications/preferences', { body: preferences }));
}

/** The server's VAPID key, which this browser's subscription is made with. */
export async function fetchPushKey(): Promise<string> {
  return unwrap(await api.GET('/api/notifications/push-key')).public_key;
}

/** Saves this device for the signed-in person (the server keeps it by endpoint); answers its id. */
export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<string> {
  return unwrap(await api.PUT('/api/notifications/subscriptions', { body: subscription })).id;
}

export async function deletePushSubscription(subscriptionId: string): Promise<void> {
  unwrap(
    await api.DELETE('/api/notifications/subscriptions/{subscriptionId}', {
      params: { path: { subscriptionId } },
    }),
  );
}
