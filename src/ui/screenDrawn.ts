import { useSyncExternalStore } from 'react';

/**
 * Issue 28: what the first screen does not need to draw (the live connection, toasts, menus, the options of a
 * select, dialogs, the social sign-in) starts downloading once that screen has drawn, not as it renders. On a phone
 * those files otherwise share the connections and the main thread with the screen's own and land before its
 * largest paint: Lighthouse's simulation counts every request finished by then as one the paint waited for. The
 * app says when the screen has drawn (src/app/firstDraw.ts); from then on, for the rest of the visit, the gate stays
 * open and later screens load theirs as they render.
 */
let drawn = false;
let opening = false;
const waiting = new Set<() => void>();

function open() {
  drawn = true;
  const listeners = [...waiting];
  waiting.clear();
  for (const listener of listeners) listener();
}

/** The screen has drawn: the gate opens after the browser has painted it (the frame, then a task after it). */
export function markScreenDrawn(): void {
  if (drawn || opening) return;
  opening = true;
  requestAnimationFrame(() => setTimeout(open, 0));
}

/** Opens the gate at once: for tests that draw a piece of a screen without the app's router. */
export function openAfterDraw(): void {
  if (!drawn) open();
}

let drawnPromise: Promise<void> | undefined;
/** Settles once the first screen has drawn. */
export function screenDrawnPromise(): Promise<void> {
  drawnPromise ??= new Promise<void>((resolve) => whenScreenDrawn(resolve));
  return drawnPromise;
}

/** Runs `work` once the first screen has drawn (at once if it has); returns what cancels it. */
export function whenScreenDrawn(work: () => void): () => void {
  if (drawn) {
    work();
    return () => {};
  }
  waiting.add(work);
  return () => waiting.delete(work);
}

const subscribe = (changed: () => void) => whenScreenDrawn(changed);

/** Whether the first screen has drawn; the component renders again when it does. */
export function useScreenDrawn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawn,
    () => false,
  );
}
