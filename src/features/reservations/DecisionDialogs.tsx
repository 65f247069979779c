import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { useMachine } from '@xstate/react';
import type { reservationDecisionMachine } from '../../../machines/reservationDecision.machine.ts';
import * as schemaLimits from '../../../openapi/limits.ts';

export type DecisionSnapshot = ReturnType<typeof useMachine<typeof reservationDecisionMachine>>[0];
export type Send = ReturnType<typeof useMachine<typeof reservationDecisionMachine>>[1];

/** Why accepting was refused, in the person's language for the calendar's answers; the server's words else. */
function FailureText({ failure }: { failure: DecisionSnapshot['context']['failure'] }) {
  if (failure?.code === 'dates_taken')
    return <Trans>Las fechas de esta reserva ya están ocupadas en el producto</Trans>;
  if (failure?.code === 'departure_full')
    return <Trans>La salida de este día ya no tiene lugar para las personas de esta reserva.</Trans>;
  return failure?.message ?? null;
}

/** The server's words when the decision did not go through, with Retry in place of Confirm. */
function FailureAlert({ snapshot }: { snapshot: DecisionSnapshot }) {
  if (!snapshot.matches('failed')) return null;
  return (
    <Alert color="red" role="alert" title={<Trans>No se pudo enviar tu decisión</Trans>}>
      <FailureText failure={snapshot.context.failure} />
    </Alert>
  );
}

function DialogButtons({
  snapshot,
  send,
  confirm,
  color,
}: {
  snapshot: DecisionSnapshot;
  send: Send;
  confirm: React.ReactNode;
  color: string;
}) {
  const busy = snapshot.hasTag('busy');
  const retrying = snapshot.can({ type: 'decision.retry' });
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" disabled={busy} onClick={() => send({ type: 'dialog.cancel' })}>
        <Trans>Cancelar</Trans>
      </Button>
      {retrying ? (
        <Button color={color} onClick={() => send({ type: 'decision.retry' })}>
          <Trans>Reintentar</Trans>
        </Button>
      ) : (
        <Button
          color={color}
          loading={busy}
          disabled={!busy && !snapshot.can({ type: 'dialog.confirm' })}
          onClick={() => send({ type: 'dialog.confirm' })}
        >
          {confirm}
        </Button>
      )}
    </Group>
  );
}

interface DecisionDialogProps {
  opened: boolean;
  snapshot: DecisionSnapshot;
  send: Send;
  onClose: () => void;
}

/** Confirms an acceptance: the reservation's dates will be blocked. */
export function AcceptDialog({
  opened,
  snapshot,
  send,
  onClose,
  code,
}: DecisionDialogProps & { code: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Aceptar la reserva</Trans>} centered>
      <Stack gap="md">
        <Text>
          <Trans>¿Aceptar la reserva {code}? Sus fechas se bloquearán en tu calendario.</Trans>
        </Text>
        <FailureAlert snapshot={snapshot} />
        <DialogButtons snapshot={snapshot} send={send} color="green" confirm={<Trans>Sí, aceptar</Trans>} />
      </Stack>
    </Modal>
  );
}

/** Asks the reason of a rejection, which the traveler receives. */
export function RejectDialog({ opened, snapshot, send, onClose }: DecisionDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Rechazar la reserva</Trans>} centered>
      <Stack gap="md">
        <Textarea
          label={t`Motivo del rechazo`}
          description={t`El viajero recibirá este motivo.`}
          required
          autosize
          minRows={3}
          maxLength={schemaLimits.BookingRejection.reason.maxLength}
          value={snapshot.context.reason}
          readOnly={!snapshot.matches('rejecting')}
          onChange={(event) => send({ type: 'reason.change', value: event.currentTarget.value })}
          data-autofocus
        />
        <FailureAlert snapshot={snapshot} />
        <DialogButtons
          snapshot={snapshot}
          send={send}
          color="red"
          confirm={<Trans>Rechazar reserva</Trans>}
        />
      </Stack>
    </Modal>
  );
}
