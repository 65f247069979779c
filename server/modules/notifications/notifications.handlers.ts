import type { AccessClaims } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { readPreferences, savePreferences } from './notificationPreferences.ts';
import { checkSubscription } from './pushEndpoints.ts';
import { type DeviceOwner, deleteSubscription, saveSubscription } from './pushSubscriptions.ts';

/**
 * Whose notifications a caller's device gets: the account the request reaches (a team member acting for a company
 * gets the company's), and the person signed in on it, whose switches and language they follow (issue 32).
 */
const ownerOf = (caller: AccessClaims): DeviceOwner => ({
  userId: caller.sub,
  actorId: caller.actor ?? caller.sub,
});

/**
 * Web Push (issue 32): the server's key, the caller's devices and their switches per kind. Sending is
 * deps.notify's, called by the modules that store reservations and messages.
 */
export function notificationHandlers(deps: Deps) {
  const { db, notify } = deps;

  return {
    async getPushPublicKey() {
      return { public_key: notify.publicKey };
    },

    async savePushSubscription(request) {
      const { endpoint, keys } = request.body;
      checkSubscription({ endpoint, keys }, deps.config.push.extraEndpointOrigins);
      const id = await saveSubscription(db, ownerOf(callerOf(request)), {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return { id };
    },

    async deletePushSubscription(request, reply) {
      await deleteSubscription(db, callerOf(request).sub, request.params.subscriptionId);
      return reply.code(204).send() as never;
    },

    async getNotificationPreferences(request) {
      return readPreferences(db, ownerOf(callerOf(request)));
    },

    async saveNotificationPreferences(request) {
      return savePreferences(db, ownerOf(callerOf(request)), request.body);
    },
  } satisfies PartialHandlerTable;
}
