import { Trans } from '@lingui/react/macro';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LazyPartView, lazyPart } from '../../ui/LazyPart.tsx';

/*
 * The panel's form, dialogs and help (Mantine's form, accordion and copy button, valibot) download after the
 * product's calendar draws: they are not in the page's first download (docs/decisions.md, route budgets).
 */
const body = lazyPart(() => import('./CalendarSyncBody.tsx').then((module) => module.CalendarSyncBody));

function BodyFailed({ retry }: { retry: () => void }) {
  return (
    <Alert color="red" role="alert" title={<Trans>No se pudo cargar la sincronización</Trans>}>
      <Button variant="light" color="red" size="xs" onClick={retry}>
        <Trans>Reintentar</Trans>
      </Button>
    </Alert>
  );
}

/**
 * Two-way iCal sync of one product (issue 13): its export link for other sites, the calendars it imports with
 * their health, a form to add one, and where the links go on Airbnb, Booking.com and Vrbo.
 */
export function CalendarSyncPanel({ productId }: { productId: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calendar-sync-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="calendar-sync-title">
            <Trans>Sincronizar con otros calendarios</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Comparte tus días ocupados con Airbnb, Booking.com o Vrbo e importa los suyos: los revisamos
              cada pocos minutos.
            </Trans>
          </Text>
        </div>
        <LazyPartView
          part={body}
          loading={<Skeleton h={120} aria-hidden />}
          failed={(retry) => <BodyFailed retry={retry} />}
        >
          {(Body) => <Body productId={productId} />}
        </LazyPartView>
      </Stack>
    </Paper>
  );
}
