import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, SimulatedClock } from 'xstate';
import { CHAT_REDIRECT_DELAY_MS, type HelpDialogIntent } from '../../machines/helpDialog.machine.ts';
import { model } from '../../machines/helpDialog.model.ts';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { waitingActors } from '../../machines/waitingActors.ts';
import { coverage } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): every shortest path is replayed on a real actor whose three calls
// are fakes settled as the path says, with a simulated clock for the 3 s redirect.

describe('help dialog machine paths', () => {
  type Event = EventFromLogic<typeof model.machine>;
  const { paths, unreached, untaken } = coverage(model);

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    const fakes = waitingActors(['sendHelpMessage', 'requestMeeting', 'createSupportThread']);
    const clock = new SimulatedClock();
    const actor = createActor(model.machine.provide({ actors: fakes.actors }), { clock, input: path.input });
    const navigations: HelpDialogIntent[] = [];
    actor.on('navigate', ({ to }) => navigations.push({ to }));
    actor.start();
    const send = (e: { type: string }) => actor.send(e as Event);
    const _output = (e: { type: string }) => (e as unknown as { output: unknown }).output;
    const _error = (e: { type: string }) => (e as unknown as { error: unknown }).error;
    const drive = {
      'kind.choose': send,
      'channel.choose': send,
      'dialog.back': send,
      'dialog.close': send,
      'question.change': send,
      'message.send': send,
      'meeting.change': send,
      'captcha.change': send,
      'meeting.submit': send,
      'failure.dismiss': send,
      'chat.retry': send,
      'xstate.done.actor.sendHelpMessage': fakes.settle,
      'xstate.error.actor.sendHelpMessage': fakes.settle,
      'xstate.done.actor.requestMeeting': fakes.settle,
      'xstate.error.actor.requestMeeting': fakes.settle,
      'xstate.done.actor.createSupportThread': fakes.settle,
      'xstate.error.actor.createSupportThread': fakes.settle,
      'xstate.after.chatRedirect.helpDialog.chat.redirecting': () => clock.increment(CHAT_REDIRECT_DELAY_MS),
    } satisfies Record<(typeof model.events)[number]['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
    expect(navigations).toEqual(path.state.value === 'redirected' ? [{ to: 'chat' }] : []);
    actor.stop();
  });
});
