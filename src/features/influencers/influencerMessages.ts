import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FIRST_ACTIVE_YEAR, type InfluencerCategory } from '../../../machines/influencerRules.ts';

/** The influencer form's messages: SPEC §8's own wording where it gives one, the form's checks (SPEC §5) else. */
export const influencerMessages = {
  required: msg`Este campo es obligatorio`,
  tooLong: msg`El texto es demasiado largo`,
  age: msg`Escribe una edad entre 18 y 99 años, en números enteros`,
  phone: msg`Escribe solo números, espacios, guiones o el signo +`,
  activeSince: msg`Elige un año entre ${FIRST_ACTIVE_YEAR} y el actual`,
  categories: msg`Elige al menos una categoría o escribe otra`,
  descriptions: msg`Describe tu servicio en español, en inglés o en ambos`,
  link: msg`El enlace debe empezar con https://`,
  linkMissing: msg`Escribe el enlace del perfil para indicar sus seguidores`,
  state: msg`Elige un departamento del país elegido`,
  invalid: msg`Revisa este dato`,
  locationsFailed: msg`Error al cargar las ubicaciones`,
  pictureRequired: msg`Por favor sube una imagen`,
  pictureFailed: msg`Hubo un problema al subir la imagen.`,
  pictureTooLarge: msg`El tamaño de la imagen no debe exceder 1 MB.`,
  pictureType: msg`Solo se permiten imágenes en formato JPEG o PNG.`,
  loadFailed: msg`No se pudo cargar la información del influencer.`,
  requestFailed: msg`Hubo un problema al procesar la solicitud. Por favor, inténtelo de nuevo.`,
  captcha: msg`Por favor, complete la validación de reCAPTCHA.`,
  captchaFailed: msg`La verificación no fue aceptada: márcala de nuevo`,
  agreement: msg`Debes aceptar los términos y condiciones para continuar`,
  updated: msg`Datos actualizados correctamente.`,
  sent: msg`Datos enviados correctamente.`,
};

/** SPEC §3's categories as a person reads them (the contract keeps the English names). */
export const CATEGORY_NAMES: Record<InfluencerCategory, MessageDescriptor> = {
  Blogger: msg`Blogger`,
  Sport: msg`Deporte`,
  'Tv Host': msg`Presentador de TV`,
  Gaming: msg`Videojuegos`,
  Announcer: msg`Locutor`,
  'Soccer Player': msg`Futbolista`,
  Entertainment: msg`Entretenimiento`,
  Fashion: msg`Moda`,
  Travel: msg`Viajes`,
  Mountaineer: msg`Montañismo`,
};

/** A valibot message translated when the check runs, so it follows the interface language. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
