import * as v from 'valibot';
import * as parameterLimits from '../../../openapi/parameterLimits.ts';

// The router reads `?to=123` as a number; ids are strings, within the contract's lengths.
const id = ({ minLength, maxLength }: { minLength: number; maxLength: number }) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.minLength(minLength),
        v.maxLength(maxLength),
      ),
    ),
    undefined,
  );

/**
 * /message?thread=<id> shows that conversation; /message?to=<user id> opens (or finds) the thread with
 * that person first, then stands for ?thread=. Values that do not fit are dropped, not fatal.
 */
export const messagesSearch = v.object({
  thread: id(parameterLimits.ThreadIdPath),
  // A person id has a thread id's limits (tests/unit/apiLimits.test.ts checks they stay equal).
  to: id(parameterLimits.ThreadIdPath),
});

export type MessagesSearch = v.InferOutput<typeof messagesSearch>;
