import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Field messages of SPEC §5, in the interface language at the time a field is checked. The password messages take
 * the contract's minimum length from the schema that shows them, so that the sign-in form, which needs three of
 * these messages, does not download the password rules with them (issue 28).
 */
export const fieldMessages = {
  required: msg`Este campo es obligatorio`,
  invalidEmail: msg`Correo no válido`,
  tooLong: msg`El texto es demasiado largo`,
  passwordMin: (minLength: number) =>
    msg`La contraseña debe tener al menos ${minLength} caracteres, sin espacios`,
  passwordStrong: (minLength: number) =>
    msg`La contraseña debe tener al menos ${minLength} caracteres, un número, una mayúscula y una minúscula, sin espacios`,
  passwordMismatch: msg`Las contraseñas no coinciden`,
  privacyRequired: msg`Debes aceptar la política de privacidad`,
};

/** A valibot message that is translated when the check runs, not when the schema is built. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);
