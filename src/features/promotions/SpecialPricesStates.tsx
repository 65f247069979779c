import { Trans } from '@lingui/react/macro';
import { Group, Skeleton, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ProductLoadError } from '../../ui/ProductLoadError.tsx';

/** Another provider's product, or none, answers 404; anything else can be tried again. */
export function SpecialPricesLoadError(props: ErrorComponentProps) {
  return <ProductLoadError {...props} title={<Trans>No se pudieron cargar los precios especiales</Trans>} />;
}

/** The product's header and three entries while they load. */
export function SpecialPricesSkeleton() {
  return (
    <Stack gap="md" maw={900} mx="auto" aria-busy>
      <Skeleton h={14} w={120} />
      <Skeleton h={32} w="45%" />
      <Group wrap="nowrap">
        <Skeleton h={64} w={64} radius="md" />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton h={20} w="50%" />
          <Skeleton h={14} w="35%" />
        </Stack>
      </Group>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={88} radius="md" />
      ))}
    </Stack>
  );
}
