import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { commissionOnNet } from '../../ui/commissionWording.ts';
import type { Reservation } from './reservationQueries.ts';

const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;

/**
 * Subtotal, the platform's commission and the provider's net under the reservation's commission model
 * (SPEC §9), both halves as the server split them, so they add up to the subtotal to the cent.
 */
function PaymentLines({ reservation }: { reservation: Reservation }) {
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

/** The payment card beside the reservation on wide screens. */
export function PaymentSummary({ reservation }: { reservation: Reservation }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      visibleFrom="md"
      component="section"
      aria-labelledby="payment-title"
    >
      <Title order={2} size="h4" mb="sm" id="payment-title">
        <Trans>Resumen del pago</Trans>
      </Title>
      <PaymentLines reservation={reservation} />
    </Card>
  );
}

/** On small screens the total sits at the bottom and opens the payment summary in a drawer. */
export function MobileTotalBar({ reservation }: { reservation: Reservation }) {
  const [opened, drawer] = useDisclosure(false);
  const total = reservation.subtotal_formated;
  return (
    <>
      <Card
        hiddenFrom="md"
        withBorder
        shadow="md"
        padding="sm"
        style={{ position: 'sticky', bottom: 0, zIndex: 10 }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            <Trans>Total: {total}</Trans>
          </Text>
          <Button variant="light" onClick={drawer.open} style={{ flexShrink: 0 }}>
            <Trans>Ver resumen del pago</Trans>
          </Button>
        </Group>
      </Card>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        size="auto"
        title={<Trans>Resumen del pago</Trans>}
      >
        <PaymentLines reservation={reservation} />
      </Drawer>
    </>
  );
}
