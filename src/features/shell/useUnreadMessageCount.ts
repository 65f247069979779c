/**
 * Unread messages for the side menu's badge. Chat is not built yet, so nothing is unread; the
 * messages feature will answer this from its thread list and socket.
 */
export function useUnreadMessageCount(): number {
  return 0;
}
