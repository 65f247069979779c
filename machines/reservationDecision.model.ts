import type { MachineModel } from './machineModel.ts';
import { reservationDecisionMachine } from './reservationDecision.machine.ts';

const refused = { status: 500, code: 'server', message: 'Server connection problems' };

const events = [
  { type: 'decision.accept' },
  { type: 'decision.reject' },
  // Empty and blank reasons must leave the reject dialog unable to send.
  { type: 'reason.change', value: '   ' },
  { type: 'reason.change', value: 'Sin disponibilidad esas fechas' },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'decision.retry' },
  { type: 'xstate.done.actor.acceptReservation', output: { status: 2 }, actorId: 'acceptReservation' },
  { type: 'xstate.error.actor.acceptReservation', error: refused, actorId: 'acceptReservation' },
  { type: 'xstate.done.actor.rejectReservation', output: { status: 0 }, actorId: 'rejectReservation' },
  { type: 'xstate.error.actor.rejectReservation', error: refused, actorId: 'rejectReservation' },
] as const;

export const model = {
  id: 'reservationDecision',
  machine: reservationDecisionMachine,
  input: { reservationId: 'r1' },
  events,
} satisfies MachineModel;
