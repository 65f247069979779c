import { Trans } from '@lingui/react/macro';
import { Card, Center, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { ReservationCard } from './ReservationCard.tsx';
import { PAGE_SIZE, type ReservationFilters, reservationListQuery } from './reservationQueries.ts';

export function ReservationListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Card key={index} withBorder radius="md" padding="md">
          <Group wrap="nowrap" gap="md">
            <Skeleton w={88} h={88} radius="sm" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={14} w="40%" />
              <Skeleton h={12} w="70%" />
              <Skeleton h={12} w="55%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The reservations matching the filters, 12 at a time; the next page loads as the end comes into view. */
export function ReservationList({ filters, filtered }: { filters: ReservationFilters; filtered: boolean }) {
  // A new filter or search keeps the last list on screen until its answer comes, rather than flashing skeletons.
  const query = useInfiniteQuery({ ...reservationListQuery(filters), placeholderData: keepPreviousData });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // SPEC §8: a reservations load failure is a connection error with its status.
  if (query.isError && !data) {
    return (
      <LoadFailure
        failure={asFailure(query.error)}
        reset={() => void query.refetch()}
        title={<Trans>Error de conexión</Trans>}
      />
    );
  }
  if (!data) return <ReservationListSkeleton />;

  const reservations = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.meta.total ?? 0;
  const shown = reservations.length;
  if (shown === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCalendarOff size={28} />
          </ThemeIcon>
          <Text fw={600}>
            {filtered ? (
              <Trans>Ninguna reserva coincide con tu búsqueda</Trans>
            ) : (
              <Trans>Aún no tienes reservas</Trans>
            )}
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <PagedList
      shown={shown}
      total={total}
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      fetchNextPage={fetchNextPage}
      pages={data.pages.length}
      pageSize={PAGE_SIZE}
      gap="sm"
      skeleton={(count) => <ReservationListSkeleton count={count} />}
    >
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reservations.map((reservation) => (
          <li key={reservation._id}>
            <ReservationCard reservation={reservation} />
          </li>
        ))}
      </Stack>
    </PagedList>
  );
}
