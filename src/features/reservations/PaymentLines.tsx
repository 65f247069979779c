import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { commissionOnNet } from '../../ui/commissionWording.ts';
import type { Reservation } from './reservationQueries.ts';

const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;

/**
 * Subtotal, the platform's commission and the provider's net under the reservation's commission model
 * (SPEC §9), both halves as the server split them, so they add up to the subtotal to the cent.
 */
export function PaymentLines({ reservation }: { reservation: Reservation }) {
  const { i18n } = useLingui();
  const { currency, net, commission } = reservation;
  const fee = money(currency, commission);
  const netText = money(currency, net);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">{reservation.subtotal_detail}</Text>
        <Text size="sm">{reservation.subtotal_formated}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {i18n._(commissionOnNet(reservation.commission_model))}
        </Text>
        <Text size="sm" c="dimmed">
          − {fee}
        </Text>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>
          <Trans>Tu ganancia neta</Trans>
        </Text>
        <Text fw={700} data-testid="reservation-net">
          {netText}
        </Text>
      </Group>
    </Stack>
  );
}
