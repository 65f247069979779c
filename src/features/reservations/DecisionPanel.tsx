import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reservationDecisionMachine } from '../../../machines/reservationDecision.machine.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { acceptReservation, refreshReservations, rejectReservation } from './reservationQueries.ts';

// The two dialogs' code comes once the reservation has drawn (issue 28).
const decisionDialogs = () => import('./DecisionDialogs.tsx');
const AcceptDialog = dialogAfterDraw(() => decisionDialogs().then((module) => module.AcceptDialog));
const RejectDialog = dialogAfterDraw(() => decisionDialogs().then((module) => module.RejectDialog));

/** Accept and Reject for a reservation to be confirmed (SPEC §4), driven by the decision machine. */
export function DecisionPanel({ reservationId, code }: { reservationId: string; code: string }) {
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    reservationDecisionMachine.provide({
      actors: {
        acceptReservation: fromPromise(async ({ input }) => {
          const answer = await acceptReservation(input.reservationId);
          await refreshReservations(queryClient);
          return answer;
        }),
        rejectReservation: fromPromise(async ({ input }) => {
          const answer = await rejectReservation(input.reservationId, input.reason);
          await refreshReservations(queryClient);
          return answer;
        }),
      },
    }),
    { input: { reservationId } },
  );
  const { decision } = snapshot.context;
  const accepting =
    snapshot.matches('confirmingAccept') ||
    snapshot.matches({ submitting: 'accept' }) ||
    (snapshot.matches('failed') && decision === 'accept');
  const rejecting =
    snapshot.matches('rejecting') ||
    snapshot.matches({ submitting: 'reject' }) ||
    (snapshot.matches('failed') && decision === 'reject');
  const close = () => {
    if (snapshot.can({ type: 'dialog.cancel' })) send({ type: 'dialog.cancel' });
  };

  return (
    <>
      <Group gap="sm">
        <Button
          color="green"
          disabled={!snapshot.can({ type: 'decision.accept' })}
          onClick={() => send({ type: 'decision.accept' })}
        >
          <Trans>Aceptar</Trans>
        </Button>
        <Button
          color="red"
          variant="outline"
          disabled={!snapshot.can({ type: 'decision.reject' })}
          onClick={() => send({ type: 'decision.reject' })}
        >
          <Trans>Rechazar</Trans>
        </Button>
      </Group>
      <AcceptDialog opened={accepting} snapshot={snapshot} send={send} onClose={close} code={code} />
      <RejectDialog opened={rejecting} snapshot={snapshot} send={send} onClose={close} />
    </>
  );
}
