import { useIntersection } from '@mantine/hooks';
import { useEffect } from 'react';

interface InfiniteList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** How many pages are loaded: a page that arrives is a reason to look again. */
  pages: number;
}

/**
 * Infinite lists (products, reservations): the ref goes on an element after the last item, and while it is
 * within 300 px of the view the next page loads, one after another until the end. The page count is watched
 * too: a fast answer may never show "fetching" to React, and with the end still in view nothing else would
 * change to ask for the page after it.
 */
export function useNextPageInView({ hasNextPage, isFetchingNextPage, fetchNextPage, pages }: InfiniteList) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '300px' });
  const nearEnd = entry?.isIntersecting ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pages` is the trigger described above
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetchingNextPage, fetchNextPage, pages]);
  return ref;
}
