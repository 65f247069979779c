import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../../machines/requestFailure.ts';
import { tooManyAttempts } from '../../ui/tooManyAttempts.ts';

/** Where a refused account update's message goes, and what it says (SPEC §8 account update). */
export interface AccountFieldFailure {
  field: 'email' | 'password' | 'new_password' | null;
  message: MessageDescriptor;
}

/**
 * SPEC §8, account password update: 400 the current password is wrong, 401 incorrect data (a weak or
 * mismatched new password, or an account without a password), 403 the email is in use, 429 too many wrong
 * passwords (with the sign-in's) and how long to wait, else the network.
 */
export function accountFailure(failure: RequestFailure): AccountFieldFailure {
  if (failure.status === 400 && failure.field === 'password')
    return { field: 'password', message: msg`Contraseña incorrecta` };
  if (failure.status === 403) return { field: 'email', message: msg`El correo ya está en uso` };
  if (failure.status === 401 && failure.field === 'new_password')
    return { field: 'new_password', message: msg`Los datos son incorrectos` };
  if (failure.status === 401 || failure.status === 400)
    return { field: null, message: msg`Los datos son incorrectos` };
  if (failure.status === 429) return { field: null, message: tooManyAttempts(failure) };
  return { field: null, message: msg`Problemas de conexión con el servidor` };
}
