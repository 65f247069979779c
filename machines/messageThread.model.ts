import type { MachineModel } from './machineModel.ts';
import { type ChatMessage, type MessageThread, messageThreadMachine } from './messageThread.machine.ts';

export const me = 'u-provider';
export const traveler = 'u-traveler';
export const allowedDomain = 'viajeschapines.travel';

/** A thread whose last message, from the traveler, the provider has not seen. */
export const unreadThread: MessageThread = {
  thread_id: 't1',
  seen: false,
  sender_id: traveler,
  receiver_id: me,
  message: { message: '¿Hay parqueo?', createdAt: '2026-03-01T10:00:00Z', created_by_user_id: traveler },
};

export const sentMessage: ChatMessage = {
  message_id: 'm9',
  message: 'Sí, hay parqueo',
  created_by_user_id: me,
  to: traveler,
  time: '2026-03-01T10:05:00Z',
  message_blocked: false,
};

const failure = { status: 500, code: 'network', message: 'Network connection' };
/** A send the server refused (the thread is no longer the provider's): the draft stays with the error. */
const refused = { status: 404, code: 'not_found', message: 'Sorry, page not found' };

/**
 * A chat thread as QA walks it: opened while unread, a message from each side arriving, a plain draft
 * and one with an email, the seen and send calls answering or failing: a send without a connection (queued
 * for later, issue 32) and one the server refuses.
 */
const events = [
  { type: 'thread.open' },
  { type: 'thread.close' },
  {
    type: 'message.receive',
    message: { message: '¿Y desayuno?', createdAt: '2026-03-01T11:00:00Z', created_by_user_id: traveler },
  },
  {
    type: 'message.receive',
    message: { message: 'Desde el móvil', createdAt: '2026-03-01T11:01:00Z', created_by_user_id: me },
  },
  { type: 'draft.change', text: 'Sí, hay parqueo' },
  { type: 'draft.change', text: 'Escríbeme a ana@gmail.com' },
  { type: 'message.send' },
  { type: 'xstate.done.actor.markSeen', output: { message: 'ok' }, actorId: 'markSeen' },
  { type: 'xstate.error.actor.markSeen', error: failure, actorId: 'markSeen' },
  { type: 'xstate.done.actor.sendMessage', output: sentMessage, actorId: 'sendMessage' },
  { type: 'xstate.error.actor.sendMessage', error: failure, actorId: 'sendMessage' },
  { type: 'xstate.error.actor.sendMessage', error: refused, actorId: 'sendMessage' },
] as const;

export const model = {
  id: 'messageThread',
  machine: messageThreadMachine,
  input: { thread: unreadThread, me, allowedDomain },
  events,
} satisfies MachineModel;
