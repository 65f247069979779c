import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Center, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconPackage, IconPlus } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '../../ui/PagedList.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { ProductCard } from './ProductCard.tsx';
import { PAGE_SIZE, type ProductFilters, productListQuery } from './productQueries.ts';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

function CardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden>
      <Card.Section>
        <Skeleton h={170} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Skeleton h={18} w="70%" />
        <Skeleton h={12} w="90%" />
        <Skeleton h={8} />
        <Skeleton h={24} w="40%" />
      </Stack>
    </Card>
  );
}

/** Stand-in cards while a page of products loads. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={GRID_COLUMNS} aria-busy="true" role="status" aria-label={t`Cargando productos`}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <CardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}

interface NoProductsProps {
  /** A search or status filter is on: the products exist, none matches. */
  filtered: boolean;
  onClear: () => void;
}

/** The empty state: an invitation to add the first product, or a way out of a filter that matches nothing. */
export function NoProducts({ filtered, onClear }: NoProductsProps) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {filtered ? <IconFilterOff size={28} /> : <IconPackage size={28} />}
        </ThemeIcon>
        <Title order={2} size="h4" ta="center">
          {filtered ? (
            <Trans>Ningún producto coincide con tu búsqueda</Trans>
          ) : (
            <Trans>Aún no tienes productos aquí</Trans>
          )}
        </Title>
        <Text c="dimmed" ta="center">
          {filtered ? (
            <Trans>Prueba con otro nombre o cambia el filtro de estado.</Trans>
          ) : (
            <Trans>Agrega tu primer producto para empezar a recibir reservas.</Trans>
          )}
        </Text>
        {filtered ? (
          <Button variant="light" onClick={onClear}>
            <Trans>Quitar filtros</Trans>
          </Button>
        ) : (
          <ButtonLink to="/add-products" leftSection={<IconPlus size={18} />}>
            <Trans>Agregar producto</Trans>
          </ButtonLink>
        )}
      </Stack>
    </Center>
  );
}

interface ProductGridProps {
  filters: ProductFilters;
  filtered: boolean;
  onClear: () => void;
}

/** One tab's products, 12 at a time; the next page loads when the end of the list comes into view. */
export function ProductGrid({ filters, filtered, onClear }: ProductGridProps) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(
    productListQuery(filters),
  );

  const products = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.meta.total_products ?? 0;
  const shown = products.length;
  if (shown === 0) return <NoProducts filtered={filtered} onClear={onClear} />;

  return (
    <PagedList
      shown={shown}
      total={total}
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      fetchNextPage={fetchNextPage}
      pages={data.pages.length}
      pageSize={PAGE_SIZE}
      skeleton={(count) => <ProductGridSkeleton count={count} />}
    >
      <SimpleGrid cols={GRID_COLUMNS}>
        {products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </SimpleGrid>
    </PagedList>
  );
}
