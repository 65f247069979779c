import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductType } from '../../../machines/productKinds.ts';
import { WIZARD_OF_TYPE } from '../../../machines/productTypes.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import type { DepartureMarks } from './departuresQuery.ts';

/** While a window's departures load, a grey line says so; a failed read offers another try. */
export function DeparturesStatus({ query }: { query: UseQueryResult<DepartureMarks> }) {
  const { t } = useLingui();
  if (query.isError)
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={<Trans>No se pudieron cargar las salidas</Trans>}
      >
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <Trans>Reintentar</Trans>
        </Button>
      </Alert>
    );
  if (query.isPending) return <Skeleton h={20} w={240} aria-label={t`Cargando salidas`} role="status" />;
  return null;
}

/**
 * A tour's prices are per person, set in the wizard's prices step: the nightly price strip of a stay means
 * nothing here, so the page points to that step instead.
 */
export function DeparturePrices({ id, type }: { id: string; type: number }) {
  const wizard = WIZARD_OF_TYPE[type as ProductType];
  if (!wizard) return null;
  return (
    <Group gap={6}>
      <Text size="sm" c="dimmed">
        <Trans>Los precios de las salidas son por persona.</Trans>
      </Text>
      <AnchorLink
        to="/$wizard/$step/$id"
        params={{ wizard, step: 'prices', id }}
        search={{ edit: true }}
        size="sm"
      >
        <Trans>Cambiar precios</Trans>
      </AnchorLink>
    </Group>
  );
}
