import { Trans } from '@lingui/react/macro';
import { Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/** Another provider's product, or none, answers 404; anything else can be tried again. */
export function CalendarLoadError({ error, reset }: ErrorComponentProps) {
  const failure = asFailure(error);
  if (failure.status === 404) {
    return (
      <PageNotice
        icon={<IconSearchOff size={28} />}
        title={<Trans>El producto no existe</Trans>}
        action={
          <ButtonLink to="/my-products" leftSection={<IconArrowLeft size={18} />}>
            <Trans>Volver a mis productos</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <LoadFailure failure={failure} reset={reset} title={<Trans>No se pudo cargar el calendario</Trans>} />
  );
}

/** Two months of grey days while the ranges load. */
export function CalendarSkeleton() {
  return (
    <Stack gap="md" maw={1100} mx="auto" aria-busy>
      <Skeleton h={14} w={140} />
      <Skeleton h={32} w="50%" />
      <Group grow align="flex-start" gap="lg">
        {[0, 1].map((month) => (
          <Stack key={month} gap={6}>
            <Skeleton h={20} w="40%" mx="auto" />
            {[0, 1, 2, 3, 4, 5].map((week) => (
              <Skeleton key={week} h={44} />
            ))}
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
