// The helpDialog machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'helpDialog',
  context: {
    kind: null,
    question: '',
    questionMissing: false,
    meeting: {
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phoneCountry: 'gt',
      phone: '',
      date: '',
      schedule: '',
      typeMeet: 'GoogleMeet',
    },
    prefill: {
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phoneCountry: 'gt',
      phone: '',
      date: '',
      schedule: '',
      typeMeet: 'GoogleMeet',
    },
    missingFields: [],
    captcha: '',
    failure: null,
  },
  initial: 'choosingKind',
  on: { 'dialog.close': '.closed' },
  states: {
    choosingKind: {
      on: {
        'kind.choose': [
          {
            target: 'choosingChannel',
            guard: { type: 'isKind', params: { kind: 'assistance' } },
            actions: 'chooseKind',
          },
          {
            target: 'message',
            guard: { type: 'isKind', params: { kind: 'technical' } },
            actions: 'chooseKind',
          },
        ],
      },
    },
    choosingChannel: {
      on: {
        'dialog.back': 'choosingKind',
        'channel.choose': [
          { target: 'message', guard: { type: 'isChannel', params: { channel: 'message' } } },
          { target: 'meeting', guard: { type: 'isChannel', params: { channel: 'meeting' } } },
          { target: 'chat', guard: { type: 'isChannel', params: { channel: 'chat' } } },
        ],
      },
    },
    message: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'question.change': { target: 'editing', actions: 'setQuestion' },
            'dialog.back': [
              { target: '#helpDialog.choosingChannel', guard: 'isAssistance' },
              '#helpDialog.choosingKind',
            ],
            'message.send': [{ target: 'sending', guard: 'hasQuestion' }, { actions: 'flagQuestionMissing' }],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendHelpMessage',
            src: 'sendHelpMessage',
            onDone: 'sent',
            onError: { target: 'failed', actions: 'rememberFailure' },
          },
        },
        sent: {},
        failed: {
          on: {
            'question.change': { target: 'editing', actions: 'setQuestion' },
            'message.send': { target: 'sending', actions: 'forgetFailure' },
          },
        },
      },
    },
    meeting: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'meeting.change': { target: 'editing', actions: 'changeMeeting' },
            'captcha.change': { target: 'editing', actions: 'setCaptcha' },
            'dialog.back': '#helpDialog.choosingChannel',
            'meeting.submit': [
              { target: 'captchaMissing', guard: '!hasCaptcha' },
              { target: 'submitting', guard: 'areMeetingFieldsComplete' },
              { actions: 'flagMissingFields' },
            ],
          },
        },
        captchaMissing: {
          on: {
            'meeting.change': { target: 'editing', actions: 'changeMeeting' },
            'captcha.change': { target: 'editing', actions: 'setCaptcha' },
            'failure.dismiss': 'editing',
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'requestMeeting',
            src: 'requestMeeting',
            onDone: { target: 'scheduled', actions: 'resetMeeting' },
            onError: { target: 'failed', actions: ['rememberFailure', 'clearCaptcha', 'renewCaptcha'] },
          },
        },
        scheduled: {
          on: {
            'meeting.change': { target: 'editing', actions: 'changeMeeting' },
            'captcha.change': { target: 'editing', actions: 'setCaptcha' },
          },
        },
        failed: {
          on: {
            'meeting.change': { target: 'editing', actions: 'changeMeeting' },
            'captcha.change': { target: 'editing', actions: 'setCaptcha' },
            'failure.dismiss': { target: 'editing', actions: 'forgetFailure' },
          },
        },
      },
    },
    chat: {
      initial: 'creating',
      states: {
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createSupportThread',
            src: 'createSupportThread',
            onDone: 'redirecting',
            onError: { target: 'failed', actions: 'rememberFailure' },
          },
        },
        redirecting: { after: { chatRedirect: '#helpDialog.redirected' } },
        failed: { on: { 'chat.retry': { target: 'creating', actions: 'forgetFailure' } } },
      },
    },
    redirected: { type: 'final', entry: 'navigateToMessages' },
    closed: { type: 'final' },
  },
}, { delays: { chatRedirect: 3000 } });
