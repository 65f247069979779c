/**
 * The thread list's pure rules (SPEC §3, §4 "Chat"), apart from the machine so the menu's unread count
 * does not load XState on every signed-in page.
 */

/** A thread's last message as the thread list carries it (SPEC §3 "Chat"). */
export interface ChatLastMessage {
  message: string;
  createdAt: string;
  created_by_user_id: string;
}

/** A thread of the list (SPEC §3 "Chat"): the two people in it and its last message. */
export interface MessageThread {
  thread_id: string;
  seen: boolean;
  sender_id: string;
  receiver_id: string;
  message: ChatLastMessage | null;
}

/** A sent message as the server answers it (SPEC §3 "Chat"). */
export interface ChatMessage {
  message_id: string;
  message: string;
  created_by_user_id: string;
  to: string;
  time: string;
  message_blocked: boolean;
}

/** SPEC §4: a thread is highlighted when its last message is from the other person and not seen. */
export function isUnread(thread: MessageThread, me: string): boolean {
  return thread.message !== null && thread.message.created_by_user_id !== me && !thread.seen;
}

/** The other person of a thread, the one a message goes to. */
export const otherPersonOf = (thread: MessageThread, me: string) =>
  thread.sender_id === me ? thread.receiver_id : thread.sender_id;
