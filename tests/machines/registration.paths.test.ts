import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { model as accountVerification } from '../../machines/accountVerification.model.ts';
import { describePath, type MachineModel, stepsOf } from '../../machines/machineModel.ts';
import { model as registration } from '../../machines/registration.model.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): xstate/graph walks each machine with its model's events, the invoked
// actors' answers included; every generated path is then replayed on a real actor whose actors are fakes
// that resolve or reject as the path says. The coverage guard checks the walk reached every state and took
// every declared transition.

function describeMachinePaths(name: string, model: MachineModel, drivenBy: readonly string[]) {
  describe(`${name} machine paths`, () => {
    const { paths, unreached, untaken } = coverage(model);

    it('drives every event of the model', () => {
      expect([...new Set(model.events.map((e) => e.type))].sort()).toEqual([...drivenBy].sort());
    });

    it('reaches every state and takes every transition', () => {
      expect(unreached).toEqual([]);
      expect(untaken).toEqual([]);
    });

    it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
      const fakes = waitingActors(Object.keys(model.machine.implementations.actors));
      const actor = createActor(model.machine.provide({ actors: fakes.actors }), {
        input: path.input as never,
      }).start();
      for (const step of stepsOf(path.steps)) {
        if (!fakes.settle(step.event)) actor.send(step.event as never);
        await new Promise((r) => setTimeout(r, 0));
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    });
  });
}

describeMachinePaths('registration', registration, [
  'password.change',
  'form.submit',
  'failure.dismiss',
  'xstate.done.actor.register',
  'xstate.error.actor.register',
]);

describeMachinePaths('account verification', accountVerification, [
  'verify.retry',
  'xstate.done.actor.verifyAccount',
  'xstate.error.actor.verifyAccount',
]);
