import { Trans } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';

/** While a payments screen's data loads: the shape of its cards. */
export function PaymentsSkeleton() {
  return (
    <Stack gap="md" maw={760} mx="auto" aria-busy="true">
      <Skeleton height={36} width="50%" />
      <Skeleton height={140} radius="md" />
      <Skeleton height={180} radius="md" />
    </Stack>
  );
}

/** A payments screen whose data could not load, with a way to try again. */
export function PaymentsLoadError({ error, reset }: ErrorComponentProps) {
  return (
    <LoadFailure
      failure={asFailure(error)}
      title={<Trans>No se pudieron cargar tus datos de pago</Trans>}
      reset={reset}
    />
  );
}
