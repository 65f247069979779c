import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { ApiFailure } from '../../../../api/errors.ts';
import { focusFirstInvalid } from '../../../../ui/formFeedback.ts';
import { say, stepMessages } from '../../stepMessages.ts';
import { guideMessages } from './guideMessages.ts';

/** A save the server refused (400), naming the field it refused. */
export interface FieldRefusal {
  field: string;
  code: string;
}

type Listener = (refusal: FieldRefusal) => void;

/** The step form on screen (the wizard draws one at a time) listens here. */
const listeners = new Set<Listener>();

/**
 * Runs a step's save. A 400 naming a field still fails the save (the wizard keeps the form and shows the server's
 * message), and is also told to the form on screen, which puts it under that field: the wizard hands its forms no
 * failure of their own (StepFormProps).
 */
export async function reportingRefusals<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400 && error.field)
      for (const listener of listeners) listener({ field: error.field, code: error.code });
    throw error;
  }
}

/** Words in the interface language, made when shown: what valibot's messages are (`say`, `sayRange`). */
type Words = () => string;

/** The server's codes the guide steps can meet, in the person's words (its own messages are English). */
const CODE_WORDS: Partial<Record<string, Words>> = {
  value_required: say(stepMessages.required),
  unknown_catalog_id: say(guideMessages.staleChoice),
  price_not_positive: say(guideMessages.pricePositive),
  price_step: say(guideMessages.priceCents),
};
const ANY_REFUSAL = say(guideMessages.checkValue);

/**
 * Puts a refused save's field under that field of `form`, focused: in the words of its code when the code says what
 * is wrong, else in `fieldWords`' for that field (an age under 18 is a plain `invalid_request`).
 */
export function useRefusalsOnFields<Values>(
  form: UseFormReturnType<Values>,
  fieldWords: Partial<Record<string, Words>> = {},
) {
  const latest = useRef({ form, fieldWords });
  useEffect(() => {
    latest.current = { form, fieldWords };
  });
  useEffect(() => {
    const listener: Listener = ({ field, code }) => {
      const { form: shown, fieldWords: words } = latest.current;
      if (!Object.hasOwn(shown.getValues() as object, field)) return;
      const wordsOf = CODE_WORDS[code] ?? words[field] ?? ANY_REFUSAL;
      shown.setFieldError(field, wordsOf());
      focusFirstInvalid();
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
