import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../../machines/requestFailure.ts';
import { tooManyAttempts } from '../../ui/tooManyAttempts.ts';

// SPEC §8: what each refused auth request says, by status (and the server's message or code).

const serverConnection = msg`Problemas de conexión con el servidor`;
const incorrectData = msg`Los datos son incorrectos`;
const invalidLink = msg`El enlace no es válido o ya caducó. Solicita uno nuevo.`;

/** 401 'Unvalidated email!': the account exists but its email is not verified yet. */
export const isUnverifiedEmail = (failure: RequestFailure) =>
  failure.status === 401 &&
  (failure.code === 'unvalidated_email' || failure.message === 'Unvalidated email!');

export function loginFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 400) return msg`Contraseña incorrecta`;
  if (isUnverifiedEmail(failure)) return msg`Debes verificar tu correo`;
  if (failure.status === 401) return msg`El correo y la contraseña no coinciden`;
  if (failure.status === 429) return tooManyAttempts(failure);
  return serverConnection;
}

export function registerFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 400) return failure.field === 'password' ? msg`Contraseña no válida` : incorrectData;
  if (failure.status === 401) return incorrectData;
  if (failure.status === 403) return msg`El correo ya está en uso`;
  if (failure.status === 429) return tooManyAttempts(failure);
  return serverConnection;
}

export function forgotPasswordFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 404) return msg`Este correo no existe, no está registrado`;
  if (failure.status === 400) return incorrectData;
  if (failure.status === 429) return tooManyAttempts(failure);
  return msg`Problemas de conexión de red`;
}

export function resetPasswordFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 400 && failure.field === 'password') return msg`Contraseña no válida`;
  if (failure.status === 400) return invalidLink;
  return serverConnection;
}

export function verificationFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 400) return invalidLink;
  if (failure.status === 429) return tooManyAttempts(failure);
  return serverConnection;
}

export function socialSignInFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 401 || failure.status === 400) return incorrectData;
  return serverConnection;
}
