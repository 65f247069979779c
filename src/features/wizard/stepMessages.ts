import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isServerUnreachable, type RequestFailure } from '../../../machines/requestFailure.ts';
import * as schemaLimits from '../../../openapi/limits.ts';

/** Messages of SPEC §5 and §8 the wizard steps show. */
export const stepMessages = {
  /** SPEC §5 prov.messageErrorLabel: the generic required message. */
  required: msg`Este campo es obligatorio`,
  tooLong: msg`El texto es demasiado largo`,
  invalidUrl: msg`Escribe una dirección web válida, por ejemplo https://mi-sitio.com`,
  outOfRange: msg`El valor está fuera del rango permitido`,
  wholeNumber: msg`Escribe un número entero`,
  serverConnection: msg`Problemas de conexión con el servidor`,
};

/** A valibot message translated when the check runs, so it follows the interface language. */
export const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);

/**
 * A number outside its range says the range (SPEC §9's minimums and maximums), so the person learns the cap
 * from the message instead of finding the number changed: inputs never clamp what was typed (theme.ts).
 */
export const sayRange = (min: number, max: number) => () => {
  const lowest = i18n.number(min);
  const highest = i18n.number(max);
  return i18n._(msg`Escribe un número entre ${lowest} y ${highest}`);
};

const m = stepMessages;

/**
 * What a failed load or save says: the server's own message (SPEC §8 "warning modal with the server
 * message"), or the generic connection message when there was no answer or the server broke.
 */
export const stepFailureText = (failure: RequestFailure): string =>
  isServerUnreachable(failure) ? i18n._(m.serverConnection) : failure.message;

/** Required text, trimmed, within the contract's maximum length. */
export const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)), v.maxLength(max, say(m.tooLong)));

/** Optional text within the contract's maximum length. */
export const optionalText = (max: number) => v.pipe(v.string(), v.maxLength(max, say(m.tooLong)));

/** A Select holds null until something is chosen. */
export const chosen = () => v.pipe(v.string(say(m.required)), v.nonEmpty(say(m.required)));

/** A contract range (`minimum`, `maximum` of openapi/limits.ts) as the [min, max] pair inputs take. */
export const rangeOf = ({ minimum, maximum }: { minimum: number; maximum: number }) =>
  [minimum, maximum] as const;

/** A NumberInput holds '' while empty: a whole number in [min, max] is required. */
export const wholeNumberIn = (min: number, max: number) =>
  v.pipe(
    v.number(say(m.required)),
    v.integer(say(m.wholeNumber)),
    v.minValue(min, sayRange(min, max)),
    v.maxValue(max, sayRange(min, max)),
  );

/** Dollars (SPEC §5: prices include commission), within the contract's Money range. */
export const MONEY = schemaLimits.Money;
export const dollars = () =>
  v.pipe(
    v.number(say(m.required)),
    v.minValue(MONEY.minimum, sayRange(MONEY.minimum, MONEY.maximum)),
    v.maxValue(MONEY.maximum, sayRange(MONEY.minimum, MONEY.maximum)),
  );
