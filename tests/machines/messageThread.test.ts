import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MASK } from '../../machines/contactMasking.ts';
import {
  type ChatMessage,
  isUnread,
  type MessageThread,
  messageThreadMachine,
  otherPersonOf,
  type SendMessageRequest,
} from '../../machines/messageThread.machine.ts';
import {
  allowedDomain,
  me,
  sentMessage,
  traveler,
  unreadThread,
} from '../../machines/messageThread.model.ts';

const readThread: MessageThread = { ...unreadThread, seen: true };
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  thread: MessageThread,
  fakes: {
    markSeen?: () => Promise<unknown>;
    sendMessage?: (input: SendMessageRequest) => Promise<ChatMessage>;
  } = {},
) {
  const calls: { actor: string; input: unknown }[] = [];
  const actor = createActor(
    messageThreadMachine.provide({
      actors: {
        markSeen: fromPromise(({ input }) => {
          calls.push({ actor: 'markSeen', input });
          return fakes.markSeen ? fakes.markSeen() : Promise.resolve({});
        }),
        sendMessage: fromPromise(({ input }: { input: SendMessageRequest }) => {
          calls.push({ actor: 'sendMessage', input });
          return fakes.sendMessage ? fakes.sendMessage(input) : Promise.resolve(sentMessage);
        }),
      },
    }),
    { input: { thread, me, allowedDomain } },
  );
  const appended: ChatMessage[] = [];
  actor.on('message.appended', (e) => appended.push(e.message));
  actor.start();
  return { actor, calls, appended };
}

describe('isUnread (SPEC §4 chat)', () => {
  it('is unread when the last message is from the other person and not seen', () => {
    expect(isUnread(unreadThread, me)).toBe(true);
  });
  it('is read once seen', () => {
    expect(isUnread(readThread, me)).toBe(false);
  });
  it('is read when I wrote the last message, seen or not', () => {
    const mine = { ...unreadThread, message: { ...unreadThread.message!, created_by_user_id: me } };
    expect(isUnread(mine, me)).toBe(false);
  });
  it('is read when there is no message yet', () => {
    expect(isUnread({ ...unreadThread, message: null }, me)).toBe(false);
  });
  it('finds the other person on either side of the thread', () => {
    expect(otherPersonOf(unreadThread, me)).toBe(traveler);
    expect(otherPersonOf({ ...unreadThread, sender_id: me, receiver_id: traveler }, me)).toBe(traveler);
  });
});

describe('chat thread machine', () => {
  it('starts highlighted when unread, plain when read', () => {
    expect(start(unreadThread).actor.getSnapshot().hasTag('unread')).toBe(true);
    expect(start(readThread).actor.getSnapshot().value).toBe('read');
  });

  it('marks an unread thread seen when it is opened', async () => {
    const { actor, calls } = start(unreadThread);
    actor.send({ type: 'thread.open' });
    expect(actor.getSnapshot().matches({ conversation: { seen: 'marking' } })).toBe(true);
    await flush();
    expect(calls).toEqual([{ actor: 'markSeen', input: { threadId: 't1' } }]);
    expect(actor.getSnapshot().context.thread.seen).toBe(true);
    actor.send({ type: 'thread.close' });
    expect(actor.getSnapshot().value).toBe('read');
  });

  it('opens a read thread without calling the server', () => {
    const { actor, calls } = start(readThread);
    actor.send({ type: 'thread.open' });
    expect(actor.getSnapshot().matches({ conversation: { seen: 'upToDate', composer: 'editing' } })).toBe(
      true,
    );
    expect(calls).toEqual([]);
  });

  it('stays unread when marking seen fails', async () => {
    const { actor } = start(unreadThread, { markSeen: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'thread.open' });
    await flush();
    actor.send({ type: 'thread.close' });
    expect(actor.getSnapshot().value).toBe('unread');
  });

  it('turns a read thread unread when the other person writes', () => {
    const { actor } = start(readThread);
    const message = { message: 'Hola', createdAt: '2026-03-02T09:00:00Z', created_by_user_id: traveler };
    actor.send({ type: 'message.receive', message: { ...message, created_by_user_id: me } });
    expect(actor.getSnapshot().value).toBe('read');
    actor.send({ type: 'message.receive', message });
    expect(actor.getSnapshot().value).toBe('unread');
    expect(actor.getSnapshot().context.thread.message).toEqual(message);
  });

  it('marks seen again what arrives while the conversation is open', async () => {
    const { actor, calls } = start(readThread);
    actor.send({ type: 'thread.open' });
    actor.send({
      type: 'message.receive',
      message: { message: 'Hola', createdAt: '2026-03-02T09:00:00Z', created_by_user_id: traveler },
    });
    expect(actor.getSnapshot().matches({ conversation: { seen: 'marking' } })).toBe(true);
    await flush();
    expect(calls.map((c) => c.actor)).toEqual(['markSeen']);
    expect(actor.getSnapshot().context.thread.seen).toBe(true);
  });

  it('warns about contact details and sends them masked and flagged', async () => {
    const { actor, calls, appended } = start(readThread);
    actor.send({ type: 'thread.open' });
    actor.send({ type: 'draft.change', text: 'Llámame al +502 5555-1234' });
    expect(actor.getSnapshot().matches({ conversation: { composer: 'warning' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true);
    actor.send({ type: 'message.send' });
    await flush();
    expect(calls).toEqual([
      {
        actor: 'sendMessage',
        input: { threadId: 't1', to: traveler, text: `Llámame al ${MASK}`, blocked: true },
      },
    ]);
    expect(appended).toEqual([sentMessage]);
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(actor.getSnapshot().matches({ conversation: { composer: 'editing' } })).toBe(true);
  });

  it('lets the company’s own domain through without a warning', async () => {
    const { actor, calls } = start(readThread);
    actor.send({ type: 'thread.open' });
    actor.send({ type: 'draft.change', text: 'Detalles en https://viajeschapines.travel/ayuda' });
    expect(actor.getSnapshot().hasTag('blocked')).toBe(false);
    actor.send({ type: 'message.send' });
    await flush();
    expect(calls[0]?.input).toMatchObject({
      text: 'Detalles en https://viajeschapines.travel/ayuda',
      blocked: false,
    });
  });

  it('drops the warning once the contact details are removed', () => {
    const { actor } = start(readThread);
    actor.send({ type: 'thread.open' });
    actor.send({ type: 'draft.change', text: 'ana@gmail.com' });
    actor.send({ type: 'draft.change', text: 'Hola' });
    expect(actor.getSnapshot().matches({ conversation: { composer: 'editing' } })).toBe(true);
  });

  it('does not send an empty draft', () => {
    const { actor, calls } = start(readThread);
    actor.send({ type: 'thread.open' });
    actor.send({ type: 'draft.change', text: '   ' });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().matches({ conversation: { composer: 'editing' } })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('keeps the draft when the server refuses the send', async () => {
    const refusal = { status: 403, code: 'chat_not_allowed', message: 'Solo puede escribir a sus clientes' };
    const { actor, appended } = start(readThread, { sendMessage: () => Promise.reject(refusal) });
    actor.send({ type: 'thread.open' });
    actor.send({ type: 'draft.change', text: 'Sí, hay parqueo' });
    actor.send({ type: 'message.send' });
    await flush();
    expect(actor.getSnapshot().matches({ conversation: { composer: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe('Sí, hay parqueo');
    expect(actor.getSnapshot().context.failure?.code).toBe('chat_not_allowed');
    expect(appended).toEqual([]);
  });

  it('hands a send that found no connection to the outbox, masked, and frees the composer (issue 32)', async () => {
    const { actor, appended } = start(readThread, {
      sendMessage: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const queued: unknown[] = [];
    actor.on('message.queued', (e) => queued.push(e.request));
    actor.send({ type: 'thread.open' });
    actor.send({ type: 'draft.change', text: 'Escríbeme a ana@gmail.com' });
    actor.send({ type: 'message.send' });
    await flush();
    expect(actor.getSnapshot().matches({ conversation: { composer: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', failure: null });
    expect(queued).toEqual([
      { threadId: readThread.thread_id, to: traveler, text: `Escríbeme a ${MASK}`, blocked: true },
    ]);
    expect(appended).toEqual([]);
  });

  it('records the sent message as the thread’s last one', async () => {
    const { actor } = start(readThread);
    actor.send({ type: 'thread.open' });
    actor.send({ type: 'draft.change', text: 'Sí, hay parqueo' });
    actor.send({ type: 'message.send' });
    await flush();
    expect(actor.getSnapshot().context.thread.message).toEqual({
      message: sentMessage.message,
      createdAt: sentMessage.time,
      created_by_user_id: me,
    });
  });
});

describe('chat thread machine in the list', () => {
  it('turns an unread thread read when the provider answers from elsewhere', () => {
    const { actor } = start(unreadThread);
    actor.send({
      type: 'message.receive',
      message: { message: 'Sí', createdAt: '2026-03-02T09:00:00Z', created_by_user_id: me },
    });
    expect(actor.getSnapshot().value).toBe('read');
    expect(actor.getSnapshot().context.thread.seen).toBe(true);
  });
});
