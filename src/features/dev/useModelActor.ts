import { useEffect, useMemo, useRef, useState } from 'react';
import { type AnyActorRef, type AnyMachineSnapshot, createActor } from 'xstate';
import type { MachineModel } from '../../../machines/machineModel.ts';
import { waitingActors } from '../../../machines/waitingActors.ts';

const SETTLING = /^xstate\.(?:done|error)\.actor\.(.+)$/;

/**
 * A running actor of the model's machine whose invoked actors wait for a person: the model's
 * `xstate.done.actor.x` / `xstate.error.actor.x` events settle them, the others are sent as they are.
 */
export function useModelActor(model: MachineModel) {
  const fakes = useRef<ReturnType<typeof waitingActors> | null>(null);
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, setRun] = useState(0);

  const actor = useMemo<AnyActorRef | null>(() => {
    void run;
    fakes.current = waitingActors(Object.keys(model.machine.implementations.actors));
    try {
      return createActor(model.machine.provide({ actors: fakes.current.actors }), {
        input: model.input as never,
      });
    } catch (error) {
      setFailure(String(error));
      return null;
    }
  }, [model, run]);

  useEffect(() => {
    if (!actor) return;
    setFailure(null);
    const subscription = actor.subscribe({
      next: (next) => setSnapshot(next as AnyMachineSnapshot),
      error: (error) => setFailure(String(error)),
    });
    actor.start();
    setSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [actor]);

  /** Whether the event would do something now (a waiting actor to settle, or a transition the machine allows). */
  const can = (event: { type: string }) => {
    const settling = SETTLING.exec(event.type);
    if (settling) return fakes.current?.isWaiting(settling[1]!) ?? false;
    return snapshot?.can(event as never) ?? false;
  };

  const send = (event: { type: string }) => {
    if (!fakes.current?.settle(event)) actor?.send(event);
  };

  return { snapshot, failure, can, send, restart: () => setRun((n) => n + 1) };
}
