import { fromPromise } from 'xstate';

type Settle = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

const SETTLING = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * Fakes for a machine's invoked actors (by their `src` names, which the machines use as ids too) that wait
 * until told: an `xstate.done.actor.<id>` event with `output` resolves one, `xstate.error.actor.<id>` with
 * `error` rejects it — the same events xstate/graph writes into a path.
 */
export function waitingActors(srcs: readonly string[]) {
  const pending = new Map<string, Settle>();
  const actors = Object.fromEntries(
    srcs.map((src) => [
      src,
      fromPromise(() => new Promise((resolve, reject) => pending.set(src, { resolve, reject }))),
    ]),
  );
  return {
    actors,
    /** Whether an actor of that id is waiting to be settled now. */
    isWaiting: (id: string) => pending.has(id),
    /** Settles the actor the event names; answers false for any other event. */
    settle(event: { type: string }): boolean {
      const match = SETTLING.exec(event.type);
      if (!match) return false;
      const waiting = pending.get(match[2]!);
      pending.delete(match[2]!);
      if (match[1] === 'done') waiting?.resolve((event as { output?: unknown }).output);
      else waiting?.reject((event as { error?: unknown }).error);
      return true;
    },
    clear: () => pending.clear(),
  };
}
