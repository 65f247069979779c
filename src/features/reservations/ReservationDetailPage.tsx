import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMessage } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { AnchorLink, ButtonLink } from '../../ui/RouterLinks.tsx';
import { CancellationPoliciesButton } from './CancellationPoliciesButton.tsx';
import { DecisionPanel } from './DecisionPanel.tsx';
import { MobileTotalBar, PaymentSummary } from './PaymentSummary.tsx';
import { AnswerDeadline } from './ReservationCard.tsx';
import { ReservationStatusBadge } from './ReservationStatusBadge.tsx';
import { type Reservation, reservationQuery } from './reservationQueries.ts';
import { reservationState, travelersText } from './reservationWording.ts';

function ReservationInfo({ reservation }: { reservation: Reservation }) {
  const language = currentLanguage();
  const start = formatDate(reservation.start_date, language);
  const end = formatDate(reservation.end_date, language);
  const requested = formatDate(reservation.request_date, language);
  const { i18n } = useLingui();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="reservation-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="reservation-title">
            <Trans>Reserva</Trans>
          </Title>
          <ReservationStatusBadge reservation={reservation} />
        </Group>
        <Group wrap="nowrap" align="flex-start" gap="md">
          {reservation.product.photo ? (
            <Image src={reservation.product.photo} alt="" w={96} h={96} radius="sm" fit="cover" />
          ) : null}
          <Stack gap={2}>
            {reservation.product.property ? (
              <>
                <Text fw={600}>{reservation.product.property.name}</Text>
                <Text size="sm">
                  <Trans>Habitación: {reservation.product.name}</Trans>
                </Text>
              </>
            ) : (
              <Text fw={600}>{reservation.product.name}</Text>
            )}
            <Text size="sm" c="dimmed">
              {reservation.product.address}
            </Text>
          </Stack>
        </Group>
        <Text size="sm">
          <Trans>
            Del {start} al {end}
          </Trans>
        </Text>
        <Text size="sm">{i18n._(travelersText(reservation.adult, reservation.children))}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Solicitada el {requested}</Trans>
        </Text>
        {reservation.special_requirement ? (
          <Text size="sm">
            <Trans>Requerimiento especial:</Trans> {reservation.special_requirement}
          </Text>
        ) : null}
        {reservationState(reservation) === 'rejected' && reservation.reject_reason ? (
          <Alert color="red" variant="light" title={<Trans>Motivo del rechazo</Trans>}>
            {reservation.reject_reason}
          </Alert>
        ) : null}
        <CancellationPoliciesButton policies={reservation.cancellation_policies} />
      </Stack>
    </Card>
  );
}

function ClientCard({ reservation }: { reservation: Reservation }) {
  const { first_name, last_name, email, phone, user_id } = reservation.info_user;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="client-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="client-title">
          <Trans>Cliente</Trans>
        </Title>
        <Text fw={600}>
          {first_name} {last_name}
        </Text>
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
        {phone ? <Text size="sm">{phone}</Text> : null}
        {user_id ? (
          <ButtonLink
            to="/message"
            search={{ to: user_id }}
            variant="light"
            leftSection={<IconMessage size={18} />}
            w="fit-content"
            mt="xs"
          >
            <Trans>Ir al chat</Trans>
          </ButtonLink>
        ) : (
          <Stack gap={4} mt="xs">
            <Button
              variant="light"
              leftSection={<IconMessage size={18} />}
              w="fit-content"
              disabled
              aria-describedby="chat-unavailable"
            >
              <Trans>Ir al chat</Trans>
            </Button>
            <Text size="xs" c="dimmed" id="chat-unavailable">
              <Trans>El cliente reservó sin cuenta: escríbele por correo.</Trans>
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /reservation/{id} (SPEC §2): the reservation, its client, the payment and, while pending, the decision. */
export function ReservationDetailPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const { data: reservation } = useSuspenseQuery(reservationQuery(id, language));
  const code = reservation.reservation_no;
  return (
    <Stack gap="md">
      <AnchorLink to="/reservations" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          <Trans>Volver a reservas</Trans>
        </Group>
      </AnchorLink>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          <Trans>Reserva {code}</Trans>
        </Title>
        {reservation.status === 1 ? <AnswerDeadline respondBy={reservation.respond_by} /> : null}
      </Group>
      {reservation.status === 1 ? <DecisionPanel reservationId={reservation._id} code={code} /> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ReservationInfo reservation={reservation} />
            <ClientCard reservation={reservation} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PaymentSummary reservation={reservation} />
        </Grid.Col>
      </Grid>
      <MobileTotalBar reservation={reservation} />
    </Stack>
  );
}
