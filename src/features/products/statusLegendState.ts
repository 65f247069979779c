import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { lazyPart } from '../../ui/LazyPart.tsx';

const SEEN_KEY = 'portal.productStatusLegendSeen';
/** SPEC §9: the legend shows itself 5 s after the first visit. */
export const LEGEND_DELAY_MS = 5_000;

/** The legend's body downloads when it opens, or when its button is pointed at or focused. */
export const statusLegend = lazyPart(() =>
  import('./StatusLegend.tsx').then((module) => module.StatusLegend),
);

/** The legend opens by itself once per browser, and whenever the help button asks. */
export function useStatusLegend() {
  const [opened, handlers] = useDisclosure(false);
  const { open } = handlers;
  useEffect(() => {
    if (globalThis.localStorage?.getItem(SEEN_KEY)) return;
    // It will open by itself: its code comes meanwhile.
    statusLegend.prefetch();
    const timer = setTimeout(() => {
      globalThis.localStorage?.setItem(SEEN_KEY, '1');
      open();
    }, LEGEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return [opened, handlers] as const;
}
