import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { supportContact } from './contacts.ts';
import { listMessages, storeMessage } from './messages.ts';
import { deleteForMe, listThreads, markSeen, openThread, readThread } from './threads.ts';

/**
 * Chat over REST (SPEC §7 Chat): the thread list, a thread's messages, seen, delete-chat, and the designed
 * open-thread and send (the socket's `send-thread` and `send-message` do the same). A thread is read and
 * written only by its two people; anyone else gets 404.
 */
export function messageHandlers(deps: Deps) {
  const { db, realtime, limits } = deps;
  const online = realtime.online;

  return {
    async listMessageThreads(request) {
      return { data: await listThreads(db, callerOf(request).sub, online) };
    },

    async openMessageThread(request) {
      const { sub } = callerOf(request);
      const { id, created } = await openThread(db, sub, request.body.to);
      if (created) await realtime.publishThreads([sub, request.body.to]);
      return readThread(db, sub, id, online);
    },

    async getChatSupport() {
      return supportContact(db);
    },

    async listChatMessages(request) {
      const { before, limit } = request.query ?? {};
      return {
        data: await listMessages(db, callerOf(request).sub, request.params.threadId, { before, limit }),
      };
    },

    async sendChatMessage(request, reply) {
      const { sub } = callerOf(request);
      // Counted with the socket's sends: a flood is refused (429) before anything is stored.
      await limits.take('chatSendsPerPerson', sub);
      const { message, fresh } = await storeMessage(db, sub, {
        threadId: request.params.threadId,
        text: request.body.message,
        clientId: request.body.client_id,
        clientBlocked: request.body.message_blocked,
        allowedDomain: deps.companyDomain,
      });
      realtime.publishMessage(message);
      // A retried send (same client id) answers the stored message and pushes nothing again.
      if (fresh) deps.notify.message(message);
      reply.code(201);
      return message;
    },

    async markChatSeen(request) {
      const { sub } = callerOf(request);
      await markSeen(db, sub, request.params.threadId);
      return readThread(db, sub, request.params.threadId, online);
    },

    async deleteMessageThread(request) {
      const { sub } = callerOf(request);
      await deleteForMe(db, sub, request.params.threadId);
      return readThread(db, sub, request.params.threadId, online);
    },
  } satisfies PartialHandlerTable;
}
