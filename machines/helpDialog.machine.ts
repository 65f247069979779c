import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { emptyMeeting, type MeetingValues, missingMeetingFields } from './meetingRequest.ts';
import { type RequestFailure, toRequestFailure } from './requestFailure.ts';

/** SPEC §9: after the support thread is created, the person goes to the messages 3 s later. */
export const CHAT_REDIRECT_DELAY_MS = 3000;

/**
 * Where the view should take the person, as an intent the view maps to a typed route (never a URL):
 * `chat`, the messages screen with the support thread.
 */
export type HelpDialogIntent = { to: 'chat' };
export type HelpKind = 'assistance' | 'technical';
export type HelpChannel = 'message' | 'meeting' | 'chat';

export interface HelpMessageRequest {
  question: string;
  typeMessage: HelpKind;
}

export interface MeetingRequest {
  values: MeetingValues;
  captcha: string;
}

// Typing is possible whenever the form is not on its way; a change goes back to editing.
const questionEdits = { 'question.change': { target: 'editing', actions: 'setQuestion' } } as const;
const meetingEdits = {
  'meeting.change': { target: 'editing', actions: 'changeMeeting' },
  'captcha.change': { target: 'editing', actions: 'setCaptcha' },
} as const;

/**
 * The help dialog (SPEC §4): assistance (message, meeting or chat) or technical (message). A message
 * needs a question; a meeting needs the captcha first, then every field; the chat opens the onboarding
 * thread with support and, 3 s later, asks the view to go to the chat.
 */
export const helpDialogMachine = setup({
  types: {
    context: {} as {
      kind: HelpKind | null;
      question: string;
      questionMissing: boolean;
      meeting: MeetingValues;
      /** What the meeting form starts from: the signed-in person's name and e-mail, where the view knows them. */
      prefill: MeetingValues;
      missingFields: (keyof MeetingValues)[];
      captcha: string;
      failure: RequestFailure | null;
    },
    input: {} as { meeting?: Partial<MeetingValues> },
    events: {} as
      | { type: 'kind.choose'; kind: HelpKind }
      | { type: 'channel.choose'; channel: HelpChannel }
      | { type: 'dialog.back' }
      | { type: 'dialog.close' }
      | { type: 'question.change'; value: string }
      | { type: 'message.send' }
      | { type: 'meeting.change'; values: Partial<MeetingValues> }
      | { type: 'captcha.change'; value: string }
      | { type: 'meeting.submit' }
      | { type: 'failure.dismiss' }
      | { type: 'chat.retry' },
    emitted: {} as ({ type: 'navigate' } & HelpDialogIntent) | { type: 'captcha.renew' },
  },
  delays: { chatRedirect: CHAT_REDIRECT_DELAY_MS },
  actors: {
    sendHelpMessage: fromPromise<unknown, HelpMessageRequest>(async () => {
      throw new Error('sendHelpMessage not provided');
    }),
    requestMeeting: fromPromise<unknown, MeetingRequest>(async () => {
      throw new Error('requestMeeting not provided');
    }),
    createSupportThread: fromPromise<unknown, void>(async () => {
      throw new Error('createSupportThread not provided');
    }),
  },
  guards: {
    isKind: ({ event }, { kind }: { kind: HelpKind }) => event.type === 'kind.choose' && event.kind === kind,
    isChannel: ({ event }, { channel }: { channel: HelpChannel }) =>
      event.type === 'channel.choose' && event.channel === channel,
    isAssistance: ({ context }) => context.kind === 'assistance',
    hasQuestion: ({ context }) => context.question.trim().length > 0,
    hasCaptcha: ({ context }) => context.captcha.length > 0,
    areMeetingFieldsComplete: ({ context }) => missingMeetingFields(context.meeting).length === 0,
  },
  actions: {
    chooseKind: assign({
      kind: ({ event }) => {
        assertEvent(event, 'kind.choose');
        return event.kind;
      },
    }),
    setQuestion: assign(({ event }) => {
      assertEvent(event, 'question.change');
      return { question: event.value, questionMissing: false, failure: null };
    }),
    flagQuestionMissing: assign({ questionMissing: true }),
    changeMeeting: assign(({ context, event }) => {
      assertEvent(event, 'meeting.change');
      return { meeting: { ...context.meeting, ...event.values }, missingFields: [], failure: null };
    }),
    setCaptcha: assign(({ event }) => {
      assertEvent(event, 'captcha.change');
      return { captcha: event.value, failure: null };
    }),
    flagMissingFields: assign({ missingFields: ({ context }) => missingMeetingFields(context.meeting) }),
    resetMeeting: assign(({ context }) => ({
      meeting: context.prefill,
      captcha: '',
      missingFields: [],
      failure: null,
    })),
    rememberFailure: assign((_, { error }: { error: unknown }) => ({ failure: toRequestFailure(error) })),
    forgetFailure: assign({ failure: null }),
    // A captcha answer is single-use: after a refused meeting the next try needs a new one.
    clearCaptcha: assign({ captcha: '' }),
    renewCaptcha: emit({ type: 'captcha.renew' }),
    navigateToMessages: emit({ type: 'navigate', to: 'chat' }),
  },
}).createMachine({
  id: 'helpDialog',
  initial: 'choosingKind',
  context: ({ input }) => {
    const prefill = { ...emptyMeeting(), ...input?.meeting };
    return {
      kind: null,
      question: '',
      questionMissing: false,
      meeting: prefill,
      prefill,
      missingFields: [],
      captcha: '',
      failure: null,
    };
  },
  on: { 'dialog.close': '.closed' },
  states: {
    // "How can we help?": assistance or a technical problem.
    choosingKind: {
      on: {
        'kind.choose': [
          {
            guard: { type: 'isKind', params: { kind: 'assistance' } },
            target: 'choosingChannel',
            actions: 'chooseKind',
          },
          {
            guard: { type: 'isKind', params: { kind: 'technical' } },
            target: 'message',
            actions: 'chooseKind',
          },
        ],
      },
    },
    // Assistance: write a message, book a meeting or chat with an agent now.
    choosingChannel: {
      on: {
        'dialog.back': 'choosingKind',
        'channel.choose': [
          { guard: { type: 'isChannel', params: { channel: 'message' } }, target: 'message' },
          { guard: { type: 'isChannel', params: { channel: 'meeting' } }, target: 'meeting' },
          { guard: { type: 'isChannel', params: { channel: 'chat' } }, target: 'chat' },
        ],
      },
    },
    // The question form (free, answered within 12 hours).
    message: {
      initial: 'editing',
      states: {
        // Typing the question; an empty one shows the required message.
        editing: {
          on: {
            ...questionEdits,
            'dialog.back': [
              { guard: 'isAssistance', target: '#helpDialog.choosingChannel' },
              '#helpDialog.choosingKind',
            ],
            'message.send': [{ guard: 'hasQuestion', target: 'sending' }, { actions: 'flagQuestionMissing' }],
          },
        },
        // The question is on its way.
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendHelpMessage',
            src: 'sendHelpMessage',
            input: ({ context }) => ({
              question: context.question,
              typeMessage: context.kind ?? 'technical',
            }),
            onDone: 'sent',
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // "Message sent": support answers within 12 hours.
        sent: {},
        // Not sent: the server's message shows, the question is still there to send again.
        failed: {
          on: { ...questionEdits, 'message.send': { target: 'sending', actions: 'forgetFailure' } },
        },
      },
    },
    // The meeting form (SPEC §9: $5 per 15 minutes).
    meeting: {
      initial: 'editing',
      states: {
        // Filling the form; fields still missing are marked.
        editing: {
          on: {
            ...meetingEdits,
            'dialog.back': '#helpDialog.choosingChannel',
            'meeting.submit': [
              { guard: not('hasCaptcha'), target: 'captchaMissing' },
              { guard: 'areMeetingFieldsComplete', target: 'submitting' },
              { actions: 'flagMissingFields' },
            ],
          },
        },
        // "Please complete the captcha" (SPEC §8), shown before anything else is checked.
        captchaMissing: {
          on: { ...meetingEdits, 'failure.dismiss': 'editing' },
        },
        // The meeting request is on its way.
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'requestMeeting',
            src: 'requestMeeting',
            input: ({ context }) => ({ values: context.meeting, captcha: context.captcha }),
            onDone: { target: 'scheduled', actions: 'resetMeeting' },
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                'clearCaptcha',
                'renewCaptcha',
              ],
            },
          },
        },
        // "Data sent and meeting created": the form starts over from the person's own name and e-mail.
        scheduled: { on: meetingEdits },
        // Refused: the server's message (or "internal server error") shows, every value kept.
        failed: {
          on: { ...meetingEdits, 'failure.dismiss': { target: 'editing', actions: 'forgetFailure' } },
        },
      },
    },
    // Chat with an agent now.
    chat: {
      initial: 'creating',
      states: {
        // The onboarding thread with support is being opened.
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createSupportThread',
            src: 'createSupportThread',
            onDone: 'redirecting',
            onError: {
              target: 'failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // "An agent will talk to you": the person is taken to the messages in 3 s.
        redirecting: {
          after: { chatRedirect: '#helpDialog.redirected' },
        },
        // The thread could not be opened; the person may try again.
        failed: {
          on: { 'chat.retry': { target: 'creating', actions: 'forgetFailure' } },
        },
      },
    },
    // The person is on their way to the messages (the view navigates on the `navigate` event).
    redirected: { type: 'final', entry: 'navigateToMessages' },
    // The dialog is closed.
    closed: { type: 'final' },
  },
});
