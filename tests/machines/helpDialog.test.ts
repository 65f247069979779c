import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  CHAT_REDIRECT_DELAY_MS,
  type HelpMessageRequest,
  helpDialogMachine,
  type MeetingRequest,
} from '../../machines/helpDialog.machine.ts';
import {
  emptyMeeting,
  type MeetingValues,
  meetingPhoneProblem,
  missingMeetingFields,
} from '../../machines/meetingRequest.ts';

const meeting: MeetingValues = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phoneCountry: 'gt',
  phone: '5512 3344',
  date: '2026-03-15',
  schedule: '10:00',
  typeMeet: 'Whatsapp',
};
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  fakes: {
    sendHelpMessage?: (input: HelpMessageRequest) => Promise<unknown>;
    requestMeeting?: (input: MeetingRequest) => Promise<unknown>;
    createSupportThread?: () => Promise<unknown>;
    prefill?: Partial<MeetingValues>;
  } = {},
) {
  const calls: { actor: string; input: unknown }[] = [];
  const fake = <I>(name: string, run: ((input: I) => Promise<unknown>) | undefined) =>
    fromPromise(({ input }: { input: I }) => {
      calls.push({ actor: name, input });
      return run ? run(input) : Promise.resolve({});
    });
  const clock = new SimulatedClock();
  const actor = createActor(
    helpDialogMachine.provide({
      actors: {
        sendHelpMessage: fake('sendHelpMessage', fakes.sendHelpMessage),
        requestMeeting: fake('requestMeeting', fakes.requestMeeting),
        createSupportThread: fake<void>('createSupportThread', fakes.createSupportThread),
      },
    }),
    { clock, input: { meeting: fakes.prefill } },
  );
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted };
}

describe('meeting fields (SPEC §5)', () => {
  it('wants every field, GoogleMeet by default', () => {
    expect(emptyMeeting().typeMeet).toBe('GoogleMeet');
    expect(missingMeetingFields(emptyMeeting())).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'date',
      'schedule',
    ]);
    expect(missingMeetingFields(meeting)).toEqual([]);
    expect(missingMeetingFields({ ...meeting, schedule: '  ' })).toEqual(['schedule']);
  });

  it('wants a valid email and a phone of its country, as onboarding does (issue 26: 55123344 was refused)', () => {
    expect(missingMeetingFields({ ...meeting, email: 'ana@' })).toEqual(['email']);
    expect(missingMeetingFields({ ...meeting, phone: '55123344' })).toEqual([]);
    expect(meetingPhoneProblem({ phoneCountry: 'gt', phone: '55123344' })).toBeNull();
    expect(missingMeetingFields({ ...meeting, phone: '555512345' })).toEqual(['phone']);
    expect(meetingPhoneProblem({ phoneCountry: 'gt', phone: '5512334' })).toBe('tooShort');
    expect(meetingPhoneProblem({ phoneCountry: 'gt', phone: '5555123456' })).toBe('wrongLength');
    expect(missingMeetingFields({ ...meeting, phoneCountry: 'us', phone: '201 555 0123' })).toEqual([]);
    expect(missingMeetingFields({ ...meeting, phoneCountry: 'us', phone: '55123344' })).toEqual(['phone']);
    expect(emptyMeeting().phoneCountry).toBe('gt');
  });
});

describe('help dialog machine (SPEC §4)', () => {
  it('offers message, meeting and chat for assistance', () => {
    const { actor } = start();
    actor.send({ type: 'kind.choose', kind: 'assistance' });
    expect(actor.getSnapshot().value).toBe('choosingChannel');
    for (const channel of ['message', 'meeting', 'chat'] as const) {
      expect(actor.getSnapshot().can({ type: 'channel.choose', channel })).toBe(true);
    }
  });

  it('goes straight to the message for technical help', () => {
    const { actor } = start();
    actor.send({ type: 'kind.choose', kind: 'technical' });
    expect(actor.getSnapshot().value).toEqual({ message: 'editing' });
    actor.send({ type: 'dialog.back' });
    expect(actor.getSnapshot().value).toBe('choosingKind');
  });

  describe('message', () => {
    it('needs a question', () => {
      const { actor, calls } = start();
      actor.send({ type: 'kind.choose', kind: 'technical' });
      actor.send({ type: 'question.change', value: '   ' });
      actor.send({ type: 'message.send' });
      expect(actor.getSnapshot().value).toEqual({ message: 'editing' });
      expect(actor.getSnapshot().context.questionMissing).toBe(true);
      expect(calls).toEqual([]);
    });

    it('sends the question with its kind', async () => {
      const { actor, calls } = start();
      actor.send({ type: 'kind.choose', kind: 'assistance' });
      actor.send({ type: 'channel.choose', channel: 'message' });
      actor.send({ type: 'question.change', value: '¿Cómo publico?' });
      actor.send({ type: 'message.send' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await flush();
      expect(actor.getSnapshot().value).toEqual({ message: 'sent' });
      expect(calls).toEqual([
        { actor: 'sendHelpMessage', input: { question: '¿Cómo publico?', typeMessage: 'assistance' } },
      ]);
    });

    it('keeps the question when sending fails', async () => {
      const { actor } = start({ sendHelpMessage: () => Promise.reject(new Error('offline')) });
      actor.send({ type: 'kind.choose', kind: 'technical' });
      actor.send({ type: 'question.change', value: 'No carga' });
      actor.send({ type: 'message.send' });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ message: 'failed' });
      expect(actor.getSnapshot().context.question).toBe('No carga');
      expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500, message: 'offline' });
    });
  });

  describe('meeting', () => {
    const openMeeting = (fakes: Parameters<typeof start>[0] = {}) => {
      const started = start(fakes);
      started.actor.send({ type: 'kind.choose', kind: 'assistance' });
      started.actor.send({ type: 'channel.choose', channel: 'meeting' });
      return started;
    };

    it('checks the captcha before anything else', () => {
      const { actor } = openMeeting();
      actor.send({ type: 'meeting.submit' });
      expect(actor.getSnapshot().value).toEqual({ meeting: 'captchaMissing' });
      expect(actor.getSnapshot().context.missingFields).toEqual([]);
      actor.send({ type: 'captcha.change', value: 'token:9' });
      expect(actor.getSnapshot().value).toEqual({ meeting: 'editing' });
    });

    it('then marks the missing fields', () => {
      const { actor, calls } = openMeeting();
      actor.send({ type: 'captcha.change', value: 'token:9' });
      actor.send({ type: 'meeting.change', values: { ...meeting, phone: '' } });
      actor.send({ type: 'meeting.submit' });
      expect(actor.getSnapshot().value).toEqual({ meeting: 'editing' });
      expect(actor.getSnapshot().context.missingFields).toEqual(['phone']);
      expect(calls).toEqual([]);
    });

    it('on success says the meeting is created and empties the form', async () => {
      const { actor, calls } = openMeeting();
      actor.send({ type: 'meeting.change', values: meeting });
      actor.send({ type: 'captcha.change', value: 'token:9' });
      actor.send({ type: 'meeting.submit' });
      await flush();
      expect(calls).toEqual([{ actor: 'requestMeeting', input: { values: meeting, captcha: 'token:9' } }]);
      expect(actor.getSnapshot().value).toEqual({ meeting: 'scheduled' });
      expect(actor.getSnapshot().context.meeting).toEqual(emptyMeeting());
      expect(actor.getSnapshot().context.captcha).toBe('');
    });

    it('on failure keeps the values, shows the server message and renews the captcha', async () => {
      const { actor, emitted } = openMeeting({
        requestMeeting: () =>
          Promise.reject({ status: 400, code: 'invalid_request', message: 'Fecha no válida' }),
      });
      actor.send({ type: 'meeting.change', values: meeting });
      actor.send({ type: 'captcha.change', value: 'token:9' });
      actor.send({ type: 'meeting.submit' });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ meeting: 'failed' });
      expect(actor.getSnapshot().context.meeting).toEqual(meeting);
      expect(actor.getSnapshot().context.failure?.message).toBe('Fecha no válida');
      expect(actor.getSnapshot().context.captcha).toBe('');
      expect(emitted).toContainEqual({ type: 'captcha.renew' });
      actor.send({ type: 'failure.dismiss' });
      expect(actor.getSnapshot().value).toEqual({ meeting: 'editing' });
    });
  });

  describe('chat', () => {
    it('creates the support thread, then asks to navigate to the chat after 3 s', async () => {
      const { actor, clock, calls, emitted } = start();
      actor.send({ type: 'kind.choose', kind: 'assistance' });
      actor.send({ type: 'channel.choose', channel: 'chat' });
      expect(actor.getSnapshot().value).toEqual({ chat: 'creating' });
      await flush();
      expect(calls.map((c) => c.actor)).toEqual(['createSupportThread']);
      expect(actor.getSnapshot().value).toEqual({ chat: 'redirecting' });
      clock.increment(CHAT_REDIRECT_DELAY_MS - 1);
      expect(emitted).toEqual([]);
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('redirected');
      expect(actor.getSnapshot().status).toBe('done');
      expect(emitted).toEqual([{ type: 'navigate', to: 'chat' }]);
    });

    it('does not navigate when the dialog is closed before the 3 s', async () => {
      const { actor, clock, emitted } = start();
      actor.send({ type: 'kind.choose', kind: 'assistance' });
      actor.send({ type: 'channel.choose', channel: 'chat' });
      await flush();
      actor.send({ type: 'dialog.close' });
      clock.increment(CHAT_REDIRECT_DELAY_MS);
      expect(actor.getSnapshot().value).toBe('closed');
      expect(emitted).toEqual([]);
    });

    it('offers a retry when the thread cannot be created', async () => {
      const { actor } = start({ createSupportThread: () => Promise.reject(new Error('socket down')) });
      actor.send({ type: 'kind.choose', kind: 'assistance' });
      actor.send({ type: 'channel.choose', channel: 'chat' });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ chat: 'failed' });
      actor.send({ type: 'chat.retry' });
      expect(actor.getSnapshot().value).toEqual({ chat: 'creating' });
    });
  });

  it('closes from anywhere', () => {
    const { actor } = start();
    actor.send({ type: 'kind.choose', kind: 'technical' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses to call a server the app did not provide', async () => {
    const actor = createActor(helpDialogMachine, { input: {} }).start();
    actor.send({ type: 'kind.choose', kind: 'technical' });
    actor.send({ type: 'question.change', value: 'Hola' });
    actor.send({ type: 'message.send' });
    await flush();
    expect(actor.getSnapshot().context.failure?.message).toBe('sendHelpMessage not provided');
  });
});
