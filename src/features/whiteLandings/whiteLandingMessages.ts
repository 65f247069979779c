import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LandingStatus, Segment } from './whiteLandingQueries.ts';

/** The white landings' checks and refusals (SPEC §2, §5, §8), in the interface language when they are shown. */
export const whiteLandingMessages = {
  required: msg`Este campo es obligatorio`,
  tooLong: msg`El texto es demasiado largo`,
  https: msg`La dirección de la imagen debe empezar con https://`,
  captcha: msg`Por favor, complete la validación de reCAPTCHA.`,
  invalid: msg`Revisa este dato`,
  created: msg`Landing creada`,
  saved: msg`Landing guardada`,
  keptTyped: msg`Lo que escribiste sigue aquí para enviarlo de nuevo.`,
  saveFailed: msg`No se pudo guardar la landing. Revisa tu conexión e inténtalo de nuevo; lo escrito sigue aquí.`,
  deleted: msg`Landing eliminada`,
  deleteFailed: msg`No se pudo eliminar la landing. Inténtalo de nuevo.`,
  locationsSaved: msg`Ubicaciones guardadas`,
  locationsFailed: msg`No se pudieron guardar las ubicaciones. Tu selección sigue aquí: inténtalo de nuevo.`,
  productsSaved: msg`Productos asignados`,
  productsFailed: msg`No se pudieron guardar los productos. Tu selección sigue aquí: inténtalo de nuevo.`,
};

/** SPEC §2 "Add products": the segments a location's products are grouped in, in the screens' order. */
export const SEGMENT_NAMES: Record<Segment, MessageDescriptor> = {
  accommodation: msg`Alojamiento`,
  activities: msg`Actividades`,
  transport: msg`Transporte`,
  packages: msg`Paquetes`,
};

/** A landing's state, as its badge says it. */
export const STATUS_NAMES: Record<LandingStatus, MessageDescriptor> = {
  draft: msg`Borrador`,
  published: msg`Publicada`,
};

/**
 * The languages a landing is written in, each named in its own language (as language pickers do): the owner finds
 * "English" whatever the interface language is.
 */
export const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

/** A valibot message translated when the check runs, so it follows the interface language. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
