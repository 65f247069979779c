import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { parameterLimits, schemaLimits } from '../../../openapi/limits.ts';
import { getSession } from '../../api/session.ts';
import { openThreadWith, recordThread, threadListQuery } from './chatQueries.ts';

// The router reads `?to=123` as a number; ids are strings, within the contract's lengths.
const id = ({ minLength, maxLength }: { minLength: number; maxLength: number }) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.minLength(minLength),
        v.maxLength(maxLength),
      ),
    ),
    undefined,
  );

/**
 * /message?thread=<id> shows that conversation; /message?to=<user id> opens (or finds) the thread with
 * that person first, then stands for ?thread=. Values that do not fit are dropped, not fatal.
 */
export const messagesSearch = v.object({
  thread: id(parameterLimits.ThreadIdPath),
  to: id(schemaLimits.MessageThreadOpening.to),
});

export type MessagesSearch = v.InferOutput<typeof messagesSearch>;

/** The thread list before the page shows; with ?to= the thread with that person, then its ?thread= page. */
export async function loadMessagesPage(client: QueryClient, to: string | undefined) {
  const me = getSession()?.user._id;
  if (!me) return;
  await client.ensureQueryData(threadListQuery(me));
  if (to) {
    const thread = await openThreadWith(to);
    recordThread(client, me, thread);
    throw redirect({ to: '/message', search: { thread: thread.thread_id }, replace: true });
  }
}
