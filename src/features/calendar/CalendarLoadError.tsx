import { Trans } from '@lingui/react/macro';
import { Group, Skeleton, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ProductLoadError } from '../../ui/ProductLoadError.tsx';

/** Another provider's product, or none, answers 404; anything else can be tried again. */
export function CalendarLoadError(props: ErrorComponentProps) {
  return <ProductLoadError {...props} title={<Trans>No se pudo cargar el calendario</Trans>} />;
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
