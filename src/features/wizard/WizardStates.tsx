import { Trans } from '@lingui/react/macro';
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnectedX, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/** The shape of a step's form while its stored data is on its way. */
export function StepSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={14} width="30%" />
      <Skeleton height={36} />
      <Skeleton height={14} width="25%" />
      <Skeleton height={36} />
      <Skeleton height={14} width="35%" />
      <Skeleton height={96} />
    </Stack>
  );
}

/** The whole wizard page while the product is read. */
export function WizardSkeleton() {
  return (
    <Stack gap="md" maw={1100} mx="auto" aria-busy="true">
      <Skeleton height={16} width={180} />
      <Skeleton height={32} width="45%" />
      <Paper withBorder p="lg" radius="md">
        <StepSkeleton />
      </Paper>
    </Stack>
  );
}

/** The product of the link does not exist or belongs to someone else (the API answers 404 for both). */
export function ProductNotFound() {
  return (
    <PageNotice
      icon={<IconSearch size={28} />}
      title={<Trans>Producto no encontrado</Trans>}
      action={
        <ButtonLink to="/my-products">
          <Trans>Ir a mis productos</Trans>
        </ButtonLink>
      }
    >
      <Trans>El producto que buscas no existe o no pertenece a tu cuenta.</Trans>
    </PageNotice>
  );
}

interface ConnectionErrorProps {
  message?: ReactNode;
  onRetry: () => void;
}

/** SPEC §8: a load that failed says so, with the server's message and a way to try again. */
export function ConnectionError({ message, onRetry }: ConnectionErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconPlugConnectedX size={20} />}
      title={<Trans>Error de conexión</Trans>}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? <Trans>No pudimos cargar la información.</Trans>}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          <Trans>Reintentar</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/** SPEC §4: edits of a product in revision or published appear publicly only after a new review. */
export function BackToReviewNotice({ published }: { published: boolean }) {
  return (
    <Alert color="blue" variant="light" icon={<IconAlertTriangle size={20} />}>
      {published ? (
        <Trans>
          Este producto está publicado. Al guardar cambios volverá a revisión, y los viajeros verán los
          cambios cuando el equipo los apruebe.
        </Trans>
      ) : (
        <Trans>
          Este producto está en revisión. Al guardar cambios, la revisión empezará de nuevo con ellos.
        </Trans>
      )}
    </Alert>
  );
}

/** Why the operator sent the product back, until it goes to review again. */
export function ReviewReasonNotice({ reason }: { reason: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={<Trans>Cambios solicitados por el equipo de revisión</Trans>}
    >
      {reason}
    </Alert>
  );
}
