import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { RequestFailure } from '../../machines/requestFailure.ts';

/**
 * 429, wherever the server's limits refuse a call (server/auth/limits.ts): how long to wait, as the server
 * counted it — seconds under two minutes, whole minutes (rounded up) from there, as the server's own message.
 */
export function tooManyAttempts({ retryAfter }: Pick<RequestFailure, 'retryAfter'>): MessageDescriptor {
  if (retryAfter === undefined) return msg`Demasiados intentos. Inténtalo de nuevo más tarde.`;
  const seconds = Math.max(1, Math.ceil(retryAfter));
  if (seconds < 120)
    return msg`Demasiados intentos. Inténtalo de nuevo ${plural(seconds, { one: 'en # segundo', other: 'en # segundos' })}.`;
  const minutes = Math.ceil(seconds / 60);
  return msg`Demasiados intentos. Inténtalo de nuevo ${plural(minutes, { one: 'en # minuto', other: 'en # minutos' })}.`;
}

/** A refused call in the interface language where the server's words are all there is: a 429's wait, else them. */
export function refusalText(failure: RequestFailure): string {
  return failure.status === 429 ? i18n._(tooManyAttempts(failure)) : failure.message;
}
