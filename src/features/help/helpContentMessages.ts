import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The content screen's tabs (issue 31), named here so their words load with the help catalog, not on every screen. */
export const CONTENT_TAB_NAMES = {
  pages: msg`Páginas`,
  faq: msg`Preguntas frecuentes`,
  helpTexts: msg`Textos de ayuda`,
} satisfies Record<string, MessageDescriptor>;

/** The FAQ and help-text editors' checks and refusals, in the interface language when they are shown. */
export const helpContentMessages = {
  required: msg`Este campo es obligatorio`,
  tooLong: msg`El texto es demasiado largo`,
  order: msg`Escribe un número entero entre 1 y 999, o déjalo vacío para ponerla al final`,
  orderTaken: msg`Otra pregunta de este idioma ya tiene este orden`,
  invalid: msg`Revisa este dato`,
  textExists: msg`Este paso ya tiene un texto para este tipo de producto e idioma: edítalo en la lista.`,
  questionSaved: msg`Pregunta guardada`,
  questionDeleted: msg`Pregunta eliminada`,
  textSaved: msg`Texto de ayuda guardado`,
  textDeleted: msg`Texto de ayuda eliminado`,
  saveFailed: msg`No se pudo guardar. Revisa tu conexión e inténtalo de nuevo; lo escrito sigue aquí.`,
  deleteFailed: msg`No se pudo eliminar. Inténtalo de nuevo.`,
  lastFallback: msg`El texto general en español de un paso es el que se muestra cuando falta otro: se puede cambiar, no eliminar.`,
};

/**
 * The languages a text is written in, each named in its own language (as language pickers do): the operator finds
 * "English" whatever the interface language is.
 */
export const CONTENT_LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

/** A valibot message translated when the check runs, so it follows the interface language. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
