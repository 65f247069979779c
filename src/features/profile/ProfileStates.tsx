import { Trans } from '@lingui/react/macro';
import { Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';

/** The profile hub while its summaries load: the header and six cards. */
export function ProfileHubSkeleton() {
  return (
    <Container size={900} px={{ base: 'xs', sm: 'md' }} py="lg" aria-busy>
      <Stack gap="lg">
        <Group wrap="nowrap">
          <Skeleton h={72} w={72} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={28} w="50%" />
            <Skeleton h={14} w="30%" />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[0, 1, 2, 3, 4, 5].map((card) => (
            <Skeleton key={card} h={84} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** A profile form while its data loads: the card with a few fields. */
export function ProfileFormSkeleton() {
  return (
    <Container size={760} px={{ base: 'xs', sm: 'md' }} py="lg" aria-busy>
      <Stack gap="md">
        <Skeleton h={14} w={140} />
        <Skeleton h={32} w="45%" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={56} radius="sm" />
        ))}
        <Group justify="flex-end">
          <Skeleton h={42} w={160} radius="sm" />
        </Group>
      </Stack>
    </Container>
  );
}

/** The profile's data could not load: what the server said, and a way to try again. */
export function ProfileLoadError({ error, reset }: ErrorComponentProps) {
  return (
    <LoadFailure
      failure={asFailure(error)}
      title={<Trans>No se pudo cargar tu perfil</Trans>}
      reset={reset}
    />
  );
}
