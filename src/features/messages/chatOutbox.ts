import { useSyncExternalStore } from 'react';
import type { ChatMessage } from '../../../openapi/realtime.ts';
import { ApiFailure } from '../../api/errors.ts';

/**
 * The chat's outbox (issue 32): replies sent while the connection was gone, kept in this browser (localStorage, per
 * person) until the server acknowledges them, so a reload, a closed tab or a dead battery loses none. Each keeps the
 * client id of its first attempt: every retry, from any tab, carries it and the server stores the message once.
 */
export interface UnsentMessage {
  clientId: string;
  threadId: string;
  /** As it goes: contact details masked. */
  text: string;
  blocked: boolean;
  queuedAt: string;
}

const keyOf = (me: string) => `portal.chat-outbox.${me}`;
const listeners = new Set<() => void>();
/** The parsed list per key, kept while the stored text is the same (a stable snapshot for React). */
const snapshots = new Map<string, { raw: string | null; list: readonly UnsentMessage[] }>();
const EMPTY: readonly UnsentMessage[] = [];

function read(me: string): readonly UnsentMessage[] {
  const key = keyOf(me);
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  const kept = snapshots.get(key);
  if (kept && kept.raw === raw) return kept.list;
  let list: readonly UnsentMessage[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed as UnsentMessage[];
  } catch {
    list = EMPTY;
  }
  snapshots.set(key, { raw, list });
  return list;
}

function write(me: string, list: readonly UnsentMessage[]) {
  try {
    if (list.length === 0) globalThis.localStorage?.removeItem(keyOf(me));
    else globalThis.localStorage?.setItem(keyOf(me), JSON.stringify(list));
  } catch {
    // Storage full or refused: the message stays in this page's memory only.
    snapshots.set(keyOf(me), { raw: null, list });
  }
  for (const listener of listeners) listener();
}

export const unsentMessages = (me: string) => read(me);

export function queueUnsent(me: string, message: UnsentMessage) {
  const list = read(me);
  if (list.some((m) => m.clientId === message.clientId)) return;
  write(me, [...list, message]);
}

/** The server has it (a send's answer, or the socket delivering it): out of the outbox. */
export function forgetUnsent(me: string, clientId: string) {
  const list = read(me);
  if (list.some((m) => m.clientId === clientId))
    write(
      me,
      list.filter((m) => m.clientId !== clientId),
    );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's outbox changes reach this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('portal.chat-outbox.')) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** A thread's replies still waiting to go, oldest first. */
export function useUnsentMessages(me: string, threadId: string): readonly UnsentMessage[] {
  const all = useSyncExternalStore(
    subscribe,
    () => read(me),
    () => EMPTY,
  );
  return all.filter((m) => m.threadId === threadId);
}

let flushing: Promise<void> | null = null;

/**
 * Sends what waits, oldest first, one at a time; stops at the first that finds no connection (the next `online`
 * or reconnection tries again). One flush at a time in a page. A reply the server refuses (its thread gone) stays,
 * shown as unsent, and is tried again with the others.
 */
export function flushOutbox(
  me: string,
  send: (message: UnsentMessage) => Promise<ChatMessage>,
  sent: (message: ChatMessage) => void,
): Promise<void> {
  if (flushing) return flushing;
  const sendAll = async () => {
    for (const message of read(me)) {
      try {
        const stored = await send(message);
        forgetUnsent(me, message.clientId);
        sent(stored);
      } catch (error) {
        if (!(error instanceof ApiFailure) || error.code === 'network' || error.status >= 500) return;
      }
    }
  };
  // Cleared once settled, in a callback: an outbox with nothing waiting settles at once, and a `finally` inside the
  // function would clear it before it was set, leaving every later flush waiting on that first one.
  flushing = sendAll().finally(() => {
    flushing = null;
  });
  return flushing;
}
