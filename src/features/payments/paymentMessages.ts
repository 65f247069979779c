import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The payout and tax forms' field messages (SPEC §5, §8), shown as typed and for the server's codes. */
export const paymentMessages = {
  required: msg`Este campo es obligatorio`,
  tooLong: msg`El texto es demasiado largo`,
  accountNumber: msg`El número de cuenta debe tener de 4 a 34 letras o números (puedes usar espacios y guiones)`,
  iban: msg`El IBAN no es válido: revisa los dígitos de control`,
  ibanTooLong: msg`El IBAN tiene como máximo 28 caracteres`,
  bic: msg`El código BIC/SWIFT no es válido: son 8 u 11 letras y números`,
  nit: msg`El NIT no es válido: revisa el dígito verificador`,
  nitOther: msg`El número de identificación tributaria solo lleva letras, números y guiones (hasta 20)`,
  dpi: msg`El DPI no es válido: son 13 dígitos con un dígito verificador y códigos de departamento y municipio existentes`,
  nationalId: msg`El documento solo lleva letras y números (hasta 20)`,
  passport: msg`El pasaporte lleva de 5 a 20 letras y números`,
  taxCode: msg`El código tributario lleva hasta 20 letras y números`,
  taxRegimeUnknown: msg`Elige uno de los regímenes del país`,
  captcha: msg`Completa la verificación`,
  captchaFailed: msg`La verificación no fue aceptada: márcala de nuevo`,
  serverConnection: msg`Problemas de conexión con el servidor`,
};

/** A valibot message translated when the check runs. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);

/** What a server refusal's code says under its field (the server's own text is English). */
export const CODE_MESSAGES: Record<string, MessageDescriptor> = {
  nit_invalid: paymentMessages.nit,
  dpi_invalid: paymentMessages.dpi,
  iban_invalid: paymentMessages.iban,
  bic_invalid: paymentMessages.bic,
  account_number_invalid: paymentMessages.accountNumber,
  tax_code_required: paymentMessages.required,
  tax_code_invalid: paymentMessages.taxCode,
  tax_regime_unknown: paymentMessages.taxRegimeUnknown,
  passport_invalid: paymentMessages.passport,
  national_id_invalid: paymentMessages.nationalId,
  captcha_failed: paymentMessages.captchaFailed,
};

/** The message under the field a server 400 names (every `*_required` is the §5 required message). */
export function refusalMessage(code: string): MessageDescriptor | undefined {
  if (code.endsWith('_required')) return paymentMessages.required;
  return CODE_MESSAGES[code];
}
