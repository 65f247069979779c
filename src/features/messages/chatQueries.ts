import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ChatMessage, MessageThread } from '../../../openapi/realtime.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { chatRoot, threadListQuery } from '../../api/sharedQueries.ts';

export type { ChatMessage, MessageThread };
export { threadListQuery };

/** How many messages a conversation loads at a time, newest first, then older on demand. */
export const MESSAGES_PAGE = 50;

/** A conversation's messages, oldest first, and whether older ones are left to load. */
export interface ThreadMessages {
  items: ChatMessage[];
  hasOlder: boolean;
}

const root = chatRoot;

export const threadMessagesQuery = (me: string, threadId: string) =>
  queryOptions({
    queryKey: [...root(me), 'messages', threadId],
    queryFn: async (): Promise<ThreadMessages> => {
      const items = await fetchMessages(threadId);
      return { items, hasOlder: items.length >= MESSAGES_PAGE };
    },
    // Kept current by the socket; a fetch again would only drop older pages already loaded.
    staleTime: Number.POSITIVE_INFINITY,
  });

async function fetchMessages(threadId: string, before?: number) {
  const query = before === undefined ? { limit: MESSAGES_PAGE } : { limit: MESSAGES_PAGE, before };
  const answer = await api.GET('/api/chat/messages/{threadId}', {
    params: { path: { threadId }, query },
  });
  return unwrap(answer).data;
}

/** Loads the page before the oldest message shown and puts it in front. */
export async function loadOlderMessages(client: QueryClient, me: string, threadId: string) {
  const key = threadMessagesQuery(me, threadId).queryKey;
  const oldest = client.getQueryData(key)?.items[0];
  if (!oldest) return;
  const older = await fetchMessages(threadId, oldest.seq);
  client.setQueryData(key, (current) =>
    current
      ? { items: mergeMessages(older, current.items), hasOlder: older.length >= MESSAGES_PAGE }
      : current,
  );
}

/** Both lists in one, each message once (a retried send or a replay after reconnecting repeats some). */
function mergeMessages(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...a, ...b]) byId.set(message.message_id, message);
  return [...byId.values()].sort((x, y) => x.seq - y.seq);
}

const byActivity = (a: MessageThread, b: MessageThread) => b.order_c - a.order_c;

/**
 * A stored message, wherever it came from (the socket, a send's answer): appended to its conversation
 * if that is loaded, and made its thread's last message unless the list already knows a later one.
 * Answers false when the thread is not in the list (a new thread, or one deleted and brought back),
 * so the caller fetches the list again.
 */
export function recordMessage(client: QueryClient, me: string, message: ChatMessage): boolean {
  client.setQueryData(threadMessagesQuery(me, message.thread_id).queryKey, (current) =>
    current ? { ...current, items: mergeMessages(current.items, [message]) } : current,
  );
  const threads = client.getQueryData(threadListQuery(me).queryKey);
  const thread = threads?.find((t) => t.thread_id === message.thread_id);
  if (!threads || !thread) return false;
  // order_c is the seq of the thread's last message.
  if (message.seq <= thread.order_c) return true;
  const updated: MessageThread = {
    ...thread,
    order_c: message.seq,
    seen: false,
    sender_delete: false,
    receiver_delete: false,
    message: {
      message: message.message,
      createdAt: message.time,
      created_by_user_id: message.created_by_user_id,
      message_blocked: message.message_blocked,
    },
  };
  client.setQueryData(
    threadListQuery(me).queryKey,
    threads.map((t) => (t === thread ? updated : t)).sort(byActivity),
  );
  return true;
}

/** The server's word on one thread (opened, seen), unless the list already knows of a later message. */
export function recordThread(client: QueryClient, me: string, thread: MessageThread) {
  client.setQueryData(threadListQuery(me).queryKey, (threads) => {
    // Without the list there is nothing to correct: it loads whole, this thread included.
    if (!threads) return threads;
    const known = threads.find((t) => t.thread_id === thread.thread_id);
    if (!known) return [...threads, thread].sort(byActivity);
    if (known.order_c > thread.order_c) return threads;
    return threads.map((t) => (t === known ? thread : t));
  });
}

export function forgetThread(client: QueryClient, me: string, threadId: string) {
  client.setQueryData(threadListQuery(me).queryKey, (threads) =>
    threads?.filter((t) => t.thread_id !== threadId),
  );
  client.removeQueries({ queryKey: threadMessagesQuery(me, threadId).queryKey });
}

export const refreshThreads = (client: QueryClient, me: string) =>
  client.invalidateQueries({ queryKey: threadListQuery(me).queryKey });

/** After a reconnection without a known `seq` the open conversations may have missed messages. */
export const refreshConversations = (client: QueryClient, me: string) =>
  client.invalidateQueries({ queryKey: [...root(me), 'messages'] });

export async function markThreadSeen(threadId: string) {
  return unwrap(
    await api.PUT('/api/chat/seen/{threadId}', { params: { path: { threadId } }, body: { seen: true } }),
  );
}

export async function deleteThread(threadId: string) {
  return unwrap(await api.PUT('/api/chat/delete-chat/{threadId}', { params: { path: { threadId } } }));
}
