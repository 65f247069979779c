import { helpDialogMachine } from './helpDialog.machine.ts';
import type { MachineModel } from './machineModel.ts';
import type { MeetingValues } from './meetingRequest.ts';

export const meeting: MeetingValues = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phoneCountry: 'gt',
  phone: '5512 3344',
  date: '2026-03-15',
  schedule: '10:00',
  typeMeet: 'Zoom',
};

const failure = { status: 500, code: 'network', message: 'Server connection problems' };

/**
 * The help dialog as QA walks it: both kinds, the three channels, a question (sent empty first, as the
 * dialog opens), a filled meeting form, the captcha, each call's answers, and the 3 s redirect.
 */
const events = [
  { type: 'kind.choose', kind: 'assistance' },
  { type: 'kind.choose', kind: 'technical' },
  { type: 'channel.choose', channel: 'message' },
  { type: 'channel.choose', channel: 'meeting' },
  { type: 'channel.choose', channel: 'chat' },
  { type: 'dialog.back' },
  { type: 'dialog.close' },
  { type: 'question.change', value: '¿Cómo publico mi hotel?' },
  { type: 'message.send' },
  { type: 'meeting.change', values: meeting },
  { type: 'captcha.change', value: 'token:9' },
  { type: 'meeting.submit' },
  { type: 'failure.dismiss' },
  { type: 'chat.retry' },
  { type: 'xstate.done.actor.sendHelpMessage', output: { message: 'ok' }, actorId: 'sendHelpMessage' },
  { type: 'xstate.error.actor.sendHelpMessage', error: failure, actorId: 'sendHelpMessage' },
  { type: 'xstate.done.actor.requestMeeting', output: { message: 'ok' }, actorId: 'requestMeeting' },
  { type: 'xstate.error.actor.requestMeeting', error: failure, actorId: 'requestMeeting' },
  {
    type: 'xstate.done.actor.createSupportThread',
    output: { thread_id: 't1' },
    actorId: 'createSupportThread',
  },
  { type: 'xstate.error.actor.createSupportThread', error: failure, actorId: 'createSupportThread' },
  { type: 'xstate.after.chatRedirect.helpDialog.chat.redirecting' },
] as const;

export const model = {
  id: 'helpDialog',
  machine: helpDialogMachine,
  events,
  // Opened by a signed-in person: the meeting form starts with their name and e-mail.
  input: { meeting: { firstName: meeting.firstName, lastName: meeting.lastName, email: meeting.email } },
} satisfies MachineModel;
