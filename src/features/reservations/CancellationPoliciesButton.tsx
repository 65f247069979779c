import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import type { Reservation } from './reservationQueries.ts';

// The modal's code comes once the reservation has drawn (issue 28).
const CancellationPoliciesModal = dialogAfterDraw(() =>
  import('./CancellationPoliciesModal.tsx').then((module) => module.CancellationPoliciesModal),
);

/** Opens the reservation's cancellation policies (SPEC §2). */
export function CancellationPoliciesButton({ policies }: { policies: Reservation['cancellation_policies'] }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={modal.open} w="fit-content">
        <Trans>Ver políticas de cancelación</Trans>
      </Button>
      <CancellationPoliciesModal opened={opened} policies={policies} onClose={modal.close} />
    </>
  );
}
