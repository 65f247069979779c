import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/** The shape of the grid while the products load, announced once as busy. */
export function CalendarOverviewSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Cargando el calendario`}>
      <Skeleton h={32} w="35%" />
      <Skeleton h={40} />
      {Array.from({ length: 6 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Skeleton key={row} h={36} />
      ))}
    </Stack>
  );
}

/** The calendar could not load: the server's words and a way to try again. */
export function CalendarOverviewLoadError({ error, reset }: ErrorComponentProps) {
  return (
    <LoadFailure
      failure={asFailure(error)}
      reset={reset}
      title={<Trans>No se pudo cargar el calendario</Trans>}
    />
  );
}

/** No product with a calendar yet: the way to add one. */
export function CalendarOverviewEmpty() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h4">
          <Trans>Aún no tienes productos con calendario</Trans>
        </Title>
        <Text c="dimmed" maw={460}>
          <Trans>
            Cuando agregues un alojamiento, una actividad o un transporte, sus días aparecerán aquí para que
            los bloquees todos a la vez.
          </Trans>
        </Text>
        <ButtonLink to="/add-products">
          <Trans>Agregar un producto</Trans>
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
