import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconUsers } from '@tabler/icons-react';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { productLabel } from '../../ui/productLabel.ts';
import { UnstyledLink } from '../../ui/RouterLinks.tsx';
import { ReservationStatusBadge } from './ReservationStatusBadge.tsx';
import type { Reservation } from './reservationQueries.ts';
import { reservationState, travelersText } from './reservationWording.ts';
import { timeLeft } from './respondBy.ts';

/** A pending reservation says how long the provider still has to answer. */
export function AnswerDeadline({ respondBy }: { respondBy: string }) {
  const left = timeLeft(respondBy);
  if (!left) {
    return (
      <Text size="sm" c="red" fw={500}>
        <Trans>El plazo para responder venció</Trans>
      </Text>
    );
  }
  const { hours, minutes } = left;
  return (
    <Group gap={4} c="orange.8">
      <IconClock size={16} aria-hidden />
      <Text size="sm" fw={500}>
        <Trans>
          Quedan {hours} h {minutes} min para responder
        </Trans>
      </Text>
    </Group>
  );
}

/** The reason the provider gave when rejecting the reservation (two lines at most); nothing otherwise. */
function RejectionReason({ reservation }: { reservation: Reservation }) {
  const reason = reservation.reject_reason;
  if (reservationState(reservation) !== 'rejected' || !reason) return null;
  return (
    <Text size="sm" c="red.8" lineClamp={2}>
      <Trans>Motivo del rechazo: {reason}</Trans>
    </Text>
  );
}

/** One reservation in the list; the whole card opens its detail. */
export function ReservationCard({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useLingui();
  const language = currentLanguage();
  const code = reservation.reservation_no;
  const start = formatDate(reservation.start_date, language);
  const end = formatDate(reservation.end_date, language);
  const total = reservation.subtotal_formated;
  return (
    <UnstyledLink to="/reservation/$id" params={{ id: reservation._id }} w="100%">
      <Card withBorder radius="md" padding="md" component="article" aria-label={code}>
        <Group wrap="nowrap" align="flex-start" gap="md">
          {reservation.product.photo ? (
            <Image src={reservation.product.photo} alt="" w={88} h={88} radius="sm" fit="cover" />
          ) : null}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{code}</Text>
              <ReservationStatusBadge reservation={reservation} />
            </Group>
            <Text truncate>{productLabel(reservation.product.name, reservation.product.property?.name)}</Text>
            <Group gap="md">
              <Group gap={4}>
                <IconCalendar size={16} aria-hidden />
                <Text size="sm" aria-label={t`Fechas`}>
                  {start} – {end}
                </Text>
              </Group>
              <Group gap={4}>
                <IconUsers size={16} aria-hidden />
                <Text size="sm">{i18n._(travelersText(reservation.adult, reservation.children))}</Text>
              </Group>
            </Group>
            <RejectionReason reservation={reservation} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                <Trans>Total: {total}</Trans>
              </Text>
              {reservation.status === 1 ? <AnswerDeadline respondBy={reservation.respond_by} /> : null}
            </Group>
          </Stack>
        </Group>
      </Card>
    </UnstyledLink>
  );
}
