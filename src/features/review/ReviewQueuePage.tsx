import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Center, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconEye } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { productTypeName } from '../../ui/productTypeNames.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { ReviewActions } from './ReviewActions.tsx';
import { type ReviewItem, reviewQueueQuery } from './reviewQueries.ts';

function QueueSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="status" aria-label={t`Cargando productos`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={96} radius="md" />
      ))}
    </Stack>
  );
}

/** /review: the products waiting for the operator, oldest first (the route refuses anyone else). */
export function ReviewQueuePage() {
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <div>
        <Title order={1} size="h2">
          <Trans>Revisión de productos</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Productos que sus proveedores enviaron a revisión, del más antiguo al más reciente.</Trans>
        </Text>
      </div>
      <Suspense fallback={<QueueSkeleton />}>
        <Queue />
      </Suspense>
    </Stack>
  );
}

function Queue() {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(reviewQueueQuery);
  const items = data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconChecklist size={28} />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>No hay productos esperando revisión</Trans>
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item._id}>
          <QueueRow item={item} />
        </li>
      ))}
      {hasNextPage ? (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            <Trans>Cargar más</Trans>
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

function QueueRow({ item }: { item: ReviewItem }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const since = formatDate(item.updated_at, currentLanguage());
  const provider = item.provider_name;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h5" id={titleId}>
            {item.name}
          </Title>
          <Text size="sm">
            {i18n._(productTypeName(item.product_type))} · {item.city || t`Sin ciudad`}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              De {provider} · en revisión desde {since}
            </Trans>
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <ButtonLink
            to="/review/$id"
            params={{ id: item._id }}
            size="xs"
            variant="default"
            leftSection={<IconEye size={16} />}
            aria-label={t`Vista previa de ${item.name}`}
          >
            <Trans>Vista previa</Trans>
          </ButtonLink>
          <ReviewActions product={item} />
        </Stack>
      </Group>
    </Card>
  );
}
