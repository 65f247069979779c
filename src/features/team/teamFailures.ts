import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestFailure } from '../../../machines/requestFailure.ts';
import { tooManyAttempts } from '../../ui/tooManyAttempts.ts';

// What each refused team request says, by the server's code (openapi/paths/team.yaml), in the interface language.

const serverConnection = msg`Problemas de conexión con el servidor. Inténtalo de nuevo.`;
const notOwner = msg`Solo el propietario de la cuenta de la empresa puede gestionar el equipo.`;
const notACompany = msg`Solo una cuenta de empresa puede tener un equipo.`;

/** The invite form's refusal; what was typed stays in the form. */
export function inviteFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.code === 'already_member') return msg`Esa persona ya es parte de tu equipo.`;
  if (failure.code === 'team_full')
    return msg`Tu equipo llegó a su límite. Quita a alguien o revoca una invitación para invitar a otra persona.`;
  if (failure.code === 'not_a_company') return notACompany;
  if (failure.status === 400) return msg`Revisa el correo: no es una dirección válida.`;
  if (failure.status === 403) return notOwner;
  if (failure.status === 429) return tooManyAttempts(failure);
  return serverConnection;
}

/** A role change that did not happen: the select goes back to the saved role. */
export function roleChangeFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 404) return msg`Esa persona ya no está en tu equipo.`;
  if (failure.status === 403) return notOwner;
  return msg`No se pudo cambiar el rol. Inténtalo de nuevo.`;
}

/** The owner's team screens' read refused: 409 for a provider that is not a company. */
export const isNotACompany = (failure: RequestFailure) =>
  failure.status === 409 && failure.code === 'not_a_company';

/** The join link read refused: unknown, used, revoked or expired (404), or not a link's secret at all (400). */
export const isInvalidLink = (failure: RequestFailure) => failure.status === 404 || failure.status === 400;

/** The join form's refusal; what was typed stays in the form. */
export function joinFailureMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 401) return msg`La contraseña no es la de tu cuenta. Escríbela de nuevo.`;
  if (failure.code === 'owns_business')
    return msg`Tu cuenta tiene un negocio propio en el portal, así que no puede unirse al equipo de otra empresa. Pide que te inviten con otro correo.`;
  if (failure.code === 'already_in_team')
    return msg`Tu cuenta ya es parte del equipo de una empresa, y una cuenta solo puede estar en un equipo.`;
  if (failure.status === 404) return msg`La invitación ya no es válida: se usó, se revocó o caducó.`;
  if (failure.status === 400 && failure.field === 'password') return msg`La contraseña no cumple las reglas.`;
  if (failure.status === 400) return msg`Revisa los datos: falta alguno o no es válido.`;
  if (failure.status === 429) return tooManyAttempts(failure);
  return serverConnection;
}
