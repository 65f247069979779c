import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { resaveExistingSubscription } from './pushDevice.ts';
import { registerServiceWorker } from './serviceWorker.ts';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it has a network (false is sure; true may still be a dead link). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The installable app's part of the signed-in layout (issue 32), loaded after the first screen has drawn: registers
 * the service worker, gives a device that already receives notifications to whoever is signed in now, and says so
 * when the connection is gone (the shell still draws from the worker; what was loaded stays on screen).
 */
export function AppInstall() {
  const online = useOnline();

  useEffect(() => {
    void registerServiceWorker().then(() => resaveExistingSubscription().catch(() => undefined));
  }, []);

  if (online) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      title={<Trans>Sin conexión</Trans>}
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 300 }}
    >
      <Trans>Ves lo último que se cargó. Lo que envíes se guardará y saldrá cuando vuelva la conexión.</Trans>
    </Alert>
  );
}
