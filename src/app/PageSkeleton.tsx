import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';

/**
 * What a screen shows while its code (or its data, when it has no skeleton of its own) is still on the way: the
 * shape of a page, never a blank area. Announced once to screen readers, as busy.
 */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" p="md" role="status" aria-busy="true" aria-label={t`Cargando la página`}>
      <Skeleton h={28} w="40%" />
      <Skeleton h={14} w="70%" />
      <Skeleton h={14} w="55%" />
      <Skeleton h={160} mt="sm" />
    </Stack>
  );
}
