import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether the page's code has taken over its markup. False while the server draws a public page and while the
 * browser hydrates it (src/main.tsx), true from then on and in any page the browser draws itself: a control that
 * only a script can make work (a button opening a dialog, a copy button) is disabled until then, instead of taking
 * a click that does nothing (issue 31). Links need no script: they work at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
