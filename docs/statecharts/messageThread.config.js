// The messageThread machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'messageThread',
  context: {
    allowedDomain: 'viajeschapines.travel',
    thread: {
      thread_id: 't1',
      seen: false,
      sender_id: 'u-traveler',
      receiver_id: 'u-provider',
      message: {
        message: '¿Hay parqueo?',
        createdAt: '2026-03-01T10:00:00Z',
        created_by_user_id: 'u-traveler',
      },
    },
    me: 'u-provider',
    draft: '',
    failure: null,
  },
  initial: 'read',
  states: {
    read: {
      always: { target: 'unread', guard: 'isThreadUnread' },
      on: {
        'thread.open': 'conversation',
        'message.receive': [
          { target: 'unread', guard: 'isFromOtherPerson', actions: 'receive' },
          { target: 'read', actions: 'receive' },
        ],
      },
    },
    unread: {
      tags: ['unread'],
      on: {
        'thread.open': '#messageThread.conversation.seen.marking',
        'message.receive': [
          { target: 'unread', guard: 'isFromOtherPerson', actions: 'receive' },
          { target: 'read', actions: 'receive' },
        ],
      },
    },
    conversation: {
      type: 'parallel',
      on: { 'thread.close': { target: 'read', actions: 'discardDraft' } },
      states: {
        seen: {
          initial: 'upToDate',
          states: {
            upToDate: {
              on: {
                'message.receive': [
                  { target: 'marking', guard: 'isFromOtherPerson', actions: 'receiveUnseen' },
                  { actions: 'receive' },
                ],
              },
            },
            marking: {
              invoke: {
                id: 'markSeen',
                src: 'markSeen',
                onDone: { target: 'upToDate', actions: 'recordSeen' },
                onError: 'upToDate',
              },
            },
          },
        },
        composer: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'draft.change': [
                  { target: 'warning', guard: 'hasContactDetails', actions: 'setDraft' },
                  { actions: 'setDraft' },
                ],
                'message.send': { target: 'sending', guard: 'hasDraft' },
              },
            },
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
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                onDone: { target: 'editing', actions: ['recordSent', 'appendMessage'] },
                onError: [
                  {
                    target: 'editing',
                    guard: 'isConnectionLost',
                    actions: ['queueUnsent', 'discardDraft'],
                  },
                  { target: 'failed', actions: 'rememberFailure' },
                ],
              },
            },
            failed: {
              on: {
                'draft.change': [
                  { target: 'warning', guard: 'hasContactDetails', actions: 'setDraft' },
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
