import { useQuery } from '@tanstack/react-query';
import { isUnread } from '../../machines/messageThread.rules.ts';
import { useSession } from './session.ts';
import { pendingReservationCountQuery, threadListQuery } from './sharedQueries.ts';

/**
 * Unread threads for the side menu's badge (SPEC §2): those whose last message is from the other person
 * and not seen. The thread list the messages feature keeps current from its socket; 0 until it loads.
 */
export function useUnreadMessageCount(): number {
  const me = useSession()?.user._id ?? '';
  const { data } = useQuery({
    ...threadListQuery(me),
    enabled: me !== '',
    select: (threads) => threads.filter((thread) => isUnread(thread, me)).length,
  });
  return data ?? 0;
}

/** Reservations waiting for an answer, for the side menu's badge; kept current as new ones arrive live. */
export function usePendingReservationCount(): number {
  const signedIn = useSession() !== null;
  const { data } = useQuery({ ...pendingReservationCountQuery, enabled: signedIn });
  return data ?? 0;
}
