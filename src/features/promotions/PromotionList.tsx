import { Trans } from '@lingui/react/macro';
import { Card, Center, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { type PromotionActions, PromotionCard } from './PromotionCard.tsx';
import type { Promotion } from './promotionQueries.ts';

export function PromotionListSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-hidden data-testid="promotions-loading">
      {[0, 1].map((card) => (
        <Card key={card} withBorder radius="md" padding="md">
          <Stack gap={10}>
            <Skeleton h={18} w="60%" />
            <Skeleton h={14} w="30%" />
            <Skeleton h={12} w="80%" />
            <Skeleton h={12} w="50%" />
            <Group gap="xs">
              <Skeleton h={26} w={80} />
              <Skeleton h={26} w={120} />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A list of promotions with its loading skeleton, its error with a retry and its empty state. */
export function PromotionList({
  query,
  actions,
  empty,
  emptyAction,
}: {
  query: UseQueryResult<Promotion[]>;
  actions: PromotionActions;
  /** Why the list is empty, in a sentence. */
  empty: ReactNode;
  emptyAction: ReactNode;
}) {
  if (query.isError && !query.data) {
    return (
      <LoadFailure
        failure={asFailure(query.error)}
        reset={() => void query.refetch()}
        title={<Trans>No se pudieron cargar las promociones</Trans>}
      />
    );
  }
  if (!query.data) return <PromotionListSkeleton />;
  if (query.data.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" maw={420}>
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconDiscount size={28} />
          </ThemeIcon>
          <Text fw={600} ta="center">
            {empty}
          </Text>
          {emptyAction}
        </Stack>
      </Center>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {query.data.map((promotion) => (
        <li key={promotion.promotion_id}>
          <PromotionCard promotion={promotion} actions={actions} />
        </li>
      ))}
    </SimpleGrid>
  );
}
