import { fromPromise } from 'xstate';
import {
  type HelpMessageRequest,
  helpDialogMachine,
  type MeetingRequest,
} from '../../../machines/helpDialog.machine.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { openSupportThread } from '../../api/realtime.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { requestMeeting, sendHelpMessage } from './helpQueries.ts';

export interface HelpDialogBinding {
  /** The signed-in person, who opens the thread with support. */
  me: string;
  /** The wizard's route and step when asked from a step (SPEC §3 Help request). */
  segment?: string;
  step?: string;
  /** Told the support thread once it is open, so the messages page can show it. */
  onThread: (threadId: string) => void;
}

/** The help dialog's machine with its calls bound to the API and the chat socket. */
export function helpDialogLogic({ me, segment, step, onThread }: HelpDialogBinding) {
  return helpDialogMachine.provide({
    actors: {
      sendHelpMessage: fromPromise<unknown, HelpMessageRequest>(({ input }) =>
        sendHelpMessage({
          question: input.question.trim(),
          typeMessage: input.typeMessage,
          ...(segment ? { segment } : {}),
          ...(step ? { step } : {}),
          language_code: currentLanguage(),
        }),
      ),
      requestMeeting: fromPromise<unknown, MeetingRequest>(({ input }) =>
        requestMeeting(input.values, input.captcha),
      ),
      createSupportThread: fromPromise<unknown, void>(async () => {
        const support = unwrap(await api.GET('/api/chat/support', {}));
        const thread = await openSupportThread(me, support.user_id);
        onThread(thread.thread_id);
        return thread;
      }),
    },
  });
}
