import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { PaymentLines } from './PaymentLines.tsx';
import type { Reservation } from './reservationQueries.ts';

// The drawer's code comes once the reservation has drawn (issue 28).
const PaymentDrawer = dialogAfterDraw(() =>
  import('./PaymentDrawer.tsx').then((module) => module.PaymentDrawer),
);

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
      <PaymentDrawer opened={opened} onClose={drawer.close} reservation={reservation} />
    </>
  );
}
