import { Trans } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { PaymentLines } from './PaymentLines.tsx';
import type { Reservation } from './reservationQueries.ts';

interface PaymentDrawerProps {
  opened: boolean;
  reservation: Reservation;
  onClose: () => void;
}

/** The payment summary from the bottom of a small screen (MobileTotalBar). */
export function PaymentDrawer({ opened, reservation, onClose }: PaymentDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={<Trans>Resumen del pago</Trans>}
    >
      <PaymentLines reservation={reservation} />
    </Drawer>
  );
}
