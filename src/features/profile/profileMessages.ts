import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD } from '../../../machines/passwordRules.ts';

const { minLength } = PASSWORD;

/** Messages of SPEC §5 and §8 used by the onboarding and account forms. */
export const profileMessages = {
  required: msg`Este campo es obligatorio`,
  invalidEmail: msg`Correo no válido`,
  tooLong: msg`El texto es demasiado largo`,
  passwordStrong: msg`La contraseña debe tener al menos ${minLength} caracteres, un número, una mayúscula y una minúscula, sin espacios`,
  passwordMismatch: msg`Las contraseñas no coinciden`,
  phoneDigits: msg`Escribe solo números`,
  phoneTooShort: msg`Faltan dígitos: el número es corto para el país elegido`,
  phoneTooLong: msg`Sobran dígitos: el número es largo para el país elegido`,
  phoneWrongLength: msg`El número no tiene la cantidad de dígitos que se usa en el país elegido`,
  phoneInvalid: msg`El número no es un teléfono del país elegido: revisa los primeros dígitos`,
  dateRange: msg`Elige una fecha entre 1950 y hoy`,
  imgSmaller: msg`El tamaño de la imagen no debe exceder 1 MB.`,
  uploadFile: msg`Solo se permiten imágenes en formato JPEG o PNG.`,
  uploadFailed: msg`Hubo un problema al subir la imagen.`,
  serverConnection: msg`Problemas de conexión con el servidor`,
  changesSaved: msg`Cambios guardados`,
};

/** A valibot message translated when the check runs. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
