import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { asFailure } from '../../api/errors.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

/** The way back to the list, at the top of a landing's pages. */
export function BackToLandings() {
  return (
    <AnchorLink to="/white-landing" size="sm" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <Trans>Volver a mis landings</Trans>
      </Group>
    </AnchorLink>
  );
}

/** A landing's page while it comes: its title and two sections, announced as loading. */
export function LandingSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Cargando la landing`}>
      <Skeleton height={32} width="60%" radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/**
 * A landing the server could not give: one that does not exist or is another person's (404) says so with the way
 * back; anything else says what failed and offers to try again.
 */
export function LandingLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useLingui();
  const failure = asFailure(error);
  if (failure.status === 404) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>
            <Trans>Esta landing no existe o no es tuya.</Trans>
          </Text>
          <BackToLandings />
        </Stack>
      </Paper>
    );
  }
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      title={t`No se pudo cargar la landing`}
    >
      <Stack gap="sm">
        <Text size="sm">{failure.message}</Text>
        <Button variant="light" color="red" size="xs" w="fit-content" onClick={onRetry}>
          <Trans>Reintentar</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
