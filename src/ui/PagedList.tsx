import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNextPageInView } from './useNextPageInView.ts';

interface PagedListProps {
  /** Items on screen, and how many match in all. */
  shown: number;
  total: number;
  /** The infinite query's paging. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  pages: number;
  /** Placeholders for the page being loaded. */
  skeleton: (count: number) => ReactNode;
  pageSize: number;
  gap?: 'sm' | 'md';
  /** The items. */
  children: ReactNode;
}

/**
 * A list loaded a page at a time (products, reservations): how many are shown of how many, the items, the next
 * page's placeholders while it loads, and the next page either when the end comes into view or from the
 * "Cargar más" button (for keyboards and for anyone who would rather not scroll).
 */
export function PagedList({
  shown,
  total,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  pages,
  skeleton,
  pageSize,
  gap = 'md',
  children,
}: PagedListProps) {
  const sentinel = useNextPageInView({ hasNextPage, isFetchingNextPage, fetchNextPage, pages });
  return (
    <Stack gap={gap}>
      <Text size="sm" c="dimmed" aria-live="polite">
        <Trans>
          Mostrando {shown} de {total}
        </Trans>
      </Text>
      {children}
      {isFetchingNextPage ? skeleton(Math.min(pageSize, total - shown)) : null}
      <div ref={sentinel} />
      {hasNextPage && !isFetchingNextPage ? (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()}>
            <Trans>Cargar más</Trans>
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
