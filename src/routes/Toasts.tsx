import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where the signed-in pages' toasts appear. A module of its own, so the container loads after the shell; the
 * pages that raise toasts import only the store.
 */
export function Toasts() {
  return <Notifications position="top-right" />;
}
