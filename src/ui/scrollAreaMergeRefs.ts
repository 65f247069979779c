import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, as Mantine's ScrollArea calls it (an array of refs), by @mantine/hooks' own
 * `useMergedRef` (the same merge, with React 19's ref cleanups). vite.config.ts gives it to ScrollArea instead of
 * @floating-ui/react, which ScrollArea imports for this hook alone: with it, every screen with a table or a dialog
 * (both draw a ScrollArea) downloaded all of floating-ui (15 KiB gzip) that only popovers use.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
