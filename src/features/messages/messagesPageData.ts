import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { openThreadWith } from '../../api/realtime.ts';
import { getSession } from '../../api/session.ts';
import { recordThread, threadListQuery } from './chatQueries.ts';

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
