import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { maskContacts } from './contactMasking.ts';
import {
  type ChatLastMessage,
  type ChatMessage,
  isUnread,
  type MessageThread,
  otherPersonOf,
} from './messageThread.rules.ts';
import { type RequestFailure, toRequestFailure } from './requestFailure.ts';

export {
  type ChatLastMessage,
  type ChatMessage,
  isUnread,
  type MessageThread,
  otherPersonOf,
} from './messageThread.rules.ts';

export interface MessageThreadInput {
  thread: MessageThread;
  /** The signed-in person's user id. */
  me: string;
  /** The company's own domain: its addresses and links are not masked. */
  allowedDomain?: string;
}

export interface SendMessageRequest {
  threadId: string;
  to: string;
  /** The text as it will be shown: contact details already masked. */
  text: string;
  blocked: boolean;
}

/** The draft as it goes: contact details masked (SPEC §4), to the other person of the thread. */
function sendRequestOf(context: MessageThreadInput & { draft: string }): SendMessageRequest {
  const masked = maskContacts(context.draft, { allowedDomain: context.allowedDomain });
  return {
    threadId: context.thread.thread_id,
    to: otherPersonOf(context.thread, context.me),
    text: masked.text,
    blocked: masked.blocked,
  };
}

// A message arriving while the thread sits in the list: from the other person it turns the thread
// unread; one the provider wrote elsewhere (another tab, the phone) means they have seen it all.
const listedReceive = [
  { guard: 'isFromOtherPerson', target: 'unread', actions: 'receive' },
  { target: 'read', actions: 'receive' },
] as const;

/** Whether a send failed for want of a connection (no answer at all), not because the server refused it. */
const isConnectionFailure = (failure: RequestFailure) => failure.code === 'network';

/**
 * One chat thread, from its place in the list to the open conversation (SPEC §4 "Chat"). Opening an
 * unread thread marks it seen; a draft with contact details is masked and warned about; a send the server
 * refused keeps the draft; a send that found no connection is handed to the outbox to go when the
 * connection returns (issue 32), and the composer is free again. The messages themselves live with the
 * view's data; the machine emits each one sent, and each one queued.
 */
export const messageThreadMachine = setup({
  types: {
    context: {} as MessageThreadInput & { draft: string; failure: RequestFailure | null },
    input: {} as MessageThreadInput,
    events: {} as
      | { type: 'thread.open' }
      | { type: 'thread.close' }
      | { type: 'message.receive'; message: ChatLastMessage }
      | { type: 'draft.change'; text: string }
      | { type: 'message.send' },
    emitted: {} as
      | { type: 'message.appended'; message: ChatMessage }
      | { type: 'message.queued'; request: SendMessageRequest },
  },
  actors: {
    markSeen: fromPromise<unknown, { threadId: string }>(async () => {
      throw new Error('markSeen not provided');
    }),
    sendMessage: fromPromise<ChatMessage, SendMessageRequest>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  guards: {
    isThreadUnread: ({ context }) => isUnread(context.thread, context.me),
    isFromOtherPerson: ({ context, event }) => {
      assertEvent(event, 'message.receive');
      return event.message.created_by_user_id !== context.me;
    },
    hasDraft: ({ context }) => context.draft.trim().length > 0,
    isConnectionLost: (_, { error }: { error: unknown }) => isConnectionFailure(toRequestFailure(error)),
    hasContactDetails: ({ context, event }) => {
      assertEvent(event, 'draft.change');
      return maskContacts(event.text, { allowedDomain: context.allowedDomain }).blocked;
    },
  },
  actions: {
    receive: assign(({ context, event }) => {
      assertEvent(event, 'message.receive');
      const fromMe = event.message.created_by_user_id === context.me;
      return { thread: { ...context.thread, message: event.message, seen: fromMe } };
    }),
    // The person is reading: what arrives is unseen only until the seen call returns.
    receiveUnseen: assign(({ context, event }) => {
      assertEvent(event, 'message.receive');
      return { thread: { ...context.thread, message: event.message, seen: false } };
    }),
    recordSeen: assign(({ context }) => ({ thread: { ...context.thread, seen: true } })),
    setDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'draft.change');
        return event.text;
      },
    }),
    recordSent: assign(({ context }, { message }: { message: ChatMessage }) => ({
      draft: '',
      failure: null,
      thread: {
        ...context.thread,
        seen: true,
        message: { message: message.message, createdAt: message.time, created_by_user_id: context.me },
      },
    })),
    appendMessage: emit((_, { message }: { message: ChatMessage }) => ({
      type: 'message.appended' as const,
      message,
    })),
    rememberFailure: assign((_, { error }: { error: unknown }) => ({ failure: toRequestFailure(error) })),
    // The unsent message, as it was to go (masked), for the outbox that sends it when the connection returns.
    queueUnsent: emit(({ context }) => ({
      type: 'message.queued' as const,
      request: sendRequestOf(context),
    })),
    discardDraft: assign({ draft: '', failure: null }),
  },
}).createMachine({
  id: 'messageThread',
  initial: 'read',
  context: ({ input }) => ({ allowedDomain: undefined, ...input, draft: '', failure: null }),
  states: {
    // In the list, nothing new: shown plain.
    read: {
      // A thread starts here; one the other person wrote to (or whose seen call failed) moves on at once.
      always: { guard: 'isThreadUnread', target: 'unread' },
      on: { 'thread.open': 'conversation', 'message.receive': listedReceive },
    },
    // In the list, highlighted: the other person wrote and it was not seen yet.
    unread: {
      tags: ['unread'],
      on: { 'thread.open': '#messageThread.conversation.seen.marking', 'message.receive': listedReceive },
    },
    // The conversation is open.
    conversation: {
      type: 'parallel',
      on: { 'thread.close': { target: 'read', actions: 'discardDraft' } },
      states: {
        seen: {
          initial: 'upToDate',
          states: {
            // Everything the other person wrote has been seen.
            upToDate: {
              on: {
                'message.receive': [
                  { guard: 'isFromOtherPerson', target: 'marking', actions: 'receiveUnseen' },
                  { actions: 'receive' },
                ],
              },
            },
            // Telling the server the person has read the thread; if it fails the thread stays unread.
            marking: {
              invoke: {
                id: 'markSeen',
                src: 'markSeen',
                input: ({ context }) => ({ threadId: context.thread.thread_id }),
                onDone: { target: 'upToDate', actions: 'recordSeen' },
                onError: 'upToDate',
              },
            },
          },
        },
        composer: {
          initial: 'editing',
          states: {
            // Writing a message.
            editing: {
              on: {
                'draft.change': [
                  { guard: 'hasContactDetails', target: 'warning', actions: 'setDraft' },
                  { actions: 'setDraft' },
                ],
                'message.send': { guard: 'hasDraft', target: 'sending' },
              },
            },
            // The draft holds an email, link or phone: a warning says it will be hidden and the message
            // flagged (SPEC §9: communicating outside the platform is penalised).
            warning: {
              tags: ['blocked'],
              on: {
                'draft.change': [
                  { guard: 'hasContactDetails', actions: 'setDraft' },
                  { target: 'editing', actions: 'setDraft' },
                ],
                'message.send': 'sending',
              },
            },
            // The message is on its way, contact details masked.
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => sendRequestOf(context),
                onDone: {
                  target: 'editing',
                  actions: [
                    { type: 'recordSent', params: ({ event }) => ({ message: event.output }) },
                    { type: 'appendMessage', params: ({ event }) => ({ message: event.output }) },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isConnectionLost', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: ['queueUnsent', 'discardDraft'],
                  },
                  {
                    target: 'failed',
                    actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            // Not sent, the server refused it: the error shows and the draft is still there to send again.
            failed: {
              on: {
                'draft.change': [
                  { guard: 'hasContactDetails', target: 'warning', actions: 'setDraft' },
                  { target: 'editing', actions: 'setDraft' },
                ],
                'message.send': 'sending',
              },
            },
          },
        },
      },
    },
  },
});
