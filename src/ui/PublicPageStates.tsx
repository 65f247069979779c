import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileUnknown } from '@tabler/icons-react';
import { usePageHead } from './pageHead.ts';
import { ButtonLink } from './RouterLinks.tsx';

/** An address naming no published page (an unknown slug, a draft): say so plainly and offer the way home. */
export function SiteNotFound() {
  usePageHead({ status: 404 });
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconFileUnknown size={30} />
        </ThemeIcon>
        <Title order={1}>
          <Trans>Esta página no existe</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Puede que la dirección esté mal escrita o que la página ya no esté publicada.</Trans>
        </Text>
        <ButtonLink to="/">
          <Trans>Volver al inicio</Trans>
        </ButtonLink>
      </Stack>
    </Container>
  );
}

interface SiteLoadFailureProps {
  error: Error;
  onRetry: () => void;
}

/** A page the server could not give (not a 404): what failed, in the server's words, and a way to try again. */
export function SiteLoadFailure({ error, onRetry }: SiteLoadFailureProps) {
  const { t } = useLingui();
  usePageHead({ status: 503 });
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title={t`No se pudo cargar la página`}
      >
        <Stack gap="sm">
          <Text size="sm">{error.message}</Text>
          <Button variant="light" color="red" w="fit-content" onClick={onRetry}>
            <Trans>Reintentar</Trans>
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

/** The shape of a text page while it comes: a title, a lead and paragraphs, announced as loading. */
export function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Cargando la página`}>
        <Skeleton height={40} width="70%" radius="md" />
        <Skeleton height={18} width="90%" radius="sm" />
        {[0, 1, 2, 3, 4].map((line) => (
          <Skeleton key={line} height={14} radius="sm" />
        ))}
      </Stack>
    </Container>
  );
}
