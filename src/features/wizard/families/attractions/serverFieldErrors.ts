import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect } from 'react';
import { ApiFailure, asFailure } from '../../../../api/errors.ts';
import { stepMessages } from '../../stepMessages.ts';

/** What the server's refusal of one field means (the codes these steps can meet), in the person's language. */
const FIELD_WORDS: Partial<Record<string, MessageDescriptor>> = {
  value_required: stepMessages.required,
  unknown_catalog_id: msg`Esa opción ya no está en la lista: elige otra`,
  invalid_text: msg`El texto tiene caracteres que no se pueden guardar`,
};
const NOT_ACCEPTED = msg`No se pudo guardar este valor: revísalo`;

interface FieldRefusal {
  /** The form's field: the first part of the server's dotted path (`bring.2` is the list `bring`). */
  field: string;
  message: string;
}

/** The step forms on screen that show a refused field (one at a time; a set, so none is missed while switching). */
const shownOn = new Set<(refusal: FieldRefusal) => void>();

/**
 * Runs a step's save. A 400 naming a field (an option the catalogue no longer has, text the database cannot keep)
 * is said in the person's words, both in the wizard's failure message and under that field of the form on screen,
 * which the wizard keeps as typed; any other failure goes to the wizard as it came.
 */
export async function saveShowingFieldErrors<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const failure = asFailure(error);
    const field = failure.field?.split('.')[0];
    if (failure.status !== 400 || !field) throw error;
    const message = i18n._(FIELD_WORDS[failure.code] ?? NOT_ACCEPTED);
    for (const show of shownOn) show({ field, message });
    throw new ApiFailure(failure.status, failure.code, message, failure.field);
  }
}

/** Puts a refused field's message under that field of this form, when the form has it. */
export function useServerFieldErrors(
  setFieldError: (field: string, message: string) => void,
  fields: readonly string[],
): void {
  useEffect(() => {
    const show = ({ field, message }: FieldRefusal) => {
      if (fields.includes(field)) setFieldError(field, message);
    };
    shownOn.add(show);
    return () => {
      shownOn.delete(show);
    };
  }, [setFieldError, fields]);
}
