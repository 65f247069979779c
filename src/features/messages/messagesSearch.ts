import * as parameterLimits from '../../../openapi/parameterLimits.ts';
import { searchOf, textOrDigits } from '../../api/searchParams.ts';

/**
 * /message?thread=<id> shows that conversation; /message?to=<user id> opens (or finds) the thread with
 * that person first, then stands for ?thread=. The router reads `?to=123` as a number; ids are strings, within the
 * contract's lengths. Values that do not fit are dropped, not fatal.
 */
export const messagesSearch = searchOf({
  thread: textOrDigits(parameterLimits.ThreadIdPath),
  // A person id has a thread id's limits (tests/unit/apiLimits.test.ts checks they stay equal).
  to: textOrDigits(parameterLimits.ThreadIdPath),
});

export type MessagesSearch = ReturnType<typeof messagesSearch>;
