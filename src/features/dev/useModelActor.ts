import { useEffect, useMemo, useRef, useState } from 'react';
import { type AnyActorRef, type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import type { MachineModel } from '../../../tests/machines/graphCoverage.ts';

type Settle = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;

/**
 * A running actor of the model's machine whose invoked actors wait for a person: the model's
 * `xstate.done.actor.x` / `xstate.error.actor.x` events settle them, the others are sent as they are.
 */
export function useModelActor(model: MachineModel) {
  const pending = useRef(new Map<string, Settle>());
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, setRun] = useState(0);

  const actor = useMemo<AnyActorRef | null>(() => {
    void run;
    pending.current.clear();
    const fakes = Object.fromEntries(
      Object.keys(model.machine.implementations.actors).map((src) => [
        src,
        fromPromise(() => new Promise((resolve, reject) => pending.current.set(src, { resolve, reject }))),
      ]),
    );
    try {
      return createActor(model.machine.provide({ actors: fakes }), { input: model.input as never });
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
    const settled = DONE.exec(event.type) ?? ERROR.exec(event.type);
    if (settled) return pending.current.has(settled[1]!);
    return snapshot?.can(event as never) ?? false;
  };

  const send = (event: { type: string }) => {
    const done = DONE.exec(event.type);
    const failed = ERROR.exec(event.type);
    const id = (done ?? failed)?.[1];
    if (id) {
      const waiting = pending.current.get(id);
      pending.current.delete(id);
      if (done) waiting?.resolve((event as { output?: unknown }).output);
      else waiting?.reject((event as { error?: unknown }).error);
      return;
    }
    actor?.send(event);
  };

  return { snapshot, failure, can, send, restart: () => setRun((n) => n + 1) };
}
