import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { markScreenDrawn } from '../ui/screenDrawn.ts';

/**
 * The longest the first screen's own requests (those its loader does not wait for, like the control panel's cards)
 * may hold what comes after the draw: a slow answer must not keep the menus and the live connection away.
 */
const DATA_WAIT_MS = 3000;
/** The longest anything waits for the first screen to draw. */
const LAST_RESORT_MS = 10_000;

/**
 * Tells src/ui/screenDrawn.ts when the first screen has drawn: once the router has resolved the first location
 * (its loaders answered, its code came) and the screen's own queries have answered, or DATA_WAIT_MS after, and
 * the browser has painted it.
 */
export function watchFirstDraw(router: AnyRouter, queryClient: QueryClient): void {
  // Whatever happens to the first navigation (an error page, a redirect that never settles), the live connection
  // and the menus come in the end.
  setTimeout(markScreenDrawn, LAST_RESORT_MS);
  const stopWatchingRouter = router.subscribe('onResolved', () => {
    stopWatchingRouter();
    let finished = false;
    let stopWatchingQueries = () => {};
    const done = () => {
      if (finished) return;
      finished = true;
      stopWatchingQueries();
      clearTimeout(timer);
      markScreenDrawn();
    };
    const timer = setTimeout(done, DATA_WAIT_MS);
    // A screen's queries start as it renders, after the router resolved: by the next frame they are counted.
    requestAnimationFrame(() => {
      if (finished) return;
      if (queryClient.isFetching() === 0) return done();
      stopWatchingQueries = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) done();
      });
    });
  });
}
