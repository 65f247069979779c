import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';

/*
 * The requests to join (issue 31): the landings' contact dialog sends one, the operator's inbox marks it seen. A file
 * of their own, so neither the side menu's badge nor the wizard's help carries them.
 */

export type JoinRequest = components['schemas']['JoinRequest'];
export type JoinRequestInput = components['schemas']['JoinRequestInput'];

/** A landing visitor's request to join (public: no account needed). */
export async function sendJoinRequest(body: JoinRequestInput) {
  return unwrap(await api.POST('/api/contact-to-joins', { body }));
}

/** The operator has read it. */
export async function markJoinRequestSeen(id: string) {
  return unwrap(await api.PUT('/api/support/join-requests/{id}/seen', { params: { path: { id } } }));
}
