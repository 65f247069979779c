import { dialogAfterDraw } from './afterDraw.tsx';

/**
 * SPEC §8's save-failure modal as a dialog whose code comes after its page has drawn (src/ui/afterDraw.tsx): it
 * opens only when a save is refused, and Mantine's Modal is ~8 KiB gzip of a first download (issue 28).
 */
export const SaveFailureModal = dialogAfterDraw(
  () => import('./SaveFailureModal.tsx').then((module) => module.SaveFailureModal),
  ({ message }) => message !== null,
);
