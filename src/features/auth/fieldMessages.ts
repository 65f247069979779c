import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD } from '../../../machines/passwordRules.ts';

const { minLength } = PASSWORD;

/** Field messages of SPEC §5, in the interface language at the time a field is checked. */
export const fieldMessages = {
  required: msg`Este campo es obligatorio`,
  invalidEmail: msg`Correo no válido`,
  tooLong: msg`El texto es demasiado largo`,
  passwordMin: msg`La contraseña debe tener al menos ${minLength} caracteres, sin espacios`,
  passwordStrong: msg`La contraseña debe tener al menos ${minLength} caracteres, un número, una mayúscula y una minúscula, sin espacios`,
  passwordMismatch: msg`Las contraseñas no coinciden`,
  privacyRequired: msg`Debes aceptar la política de privacidad`,
};

/** A valibot message that is translated when the check runs, not when the schema is built. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
