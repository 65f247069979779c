import { Trans } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/** A missing reservation, or another provider's, answers 404 (SPEC §8 wording); else a connection error. */
export function ReservationLoadError({ error, reset }: ErrorComponentProps) {
  const failure = asFailure(error);
  if (failure.status === 404) {
    return (
      <PageNotice
        icon={<IconSearchOff size={28} />}
        title={<Trans>El detalle de la reserva no existe</Trans>}
        action={
          <ButtonLink to="/reservations" leftSection={<IconArrowLeft size={18} />}>
            <Trans>Volver a reservas</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return <LoadFailure failure={failure} reset={reset} title={<Trans>Error de conexión</Trans>} />;
}

export function ReservationDetailSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton h={28} w="40%" />
      <Group grow align="flex-start">
        <Card withBorder padding="md">
          <Stack gap={8}>
            <Skeleton h={16} w="50%" />
            <Skeleton h={12} />
            <Skeleton h={12} w="70%" />
          </Stack>
        </Card>
      </Group>
    </Stack>
  );
}
