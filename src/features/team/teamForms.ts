import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isStrongPassword, PASSWORD } from '../../../machines/passwordRules.ts';
import * as schemaLimits from '../../../openapi/limits.ts';
import type { TeamMemberRole } from './teamQueries.ts';

/** The contract's limits the fields carry, read rather than retyped. */
export const TEAM_LIMITS = {
  email: schemaLimits.TeamInvitationInput.email.maxLength,
  firstName: schemaLimits.TeamInvitationAcceptance.first_name.maxLength,
  lastName: schemaLimits.TeamInvitationAcceptance.last_name.maxLength,
  password: PASSWORD.maxLength,
} as const;

const messages = {
  required: msg`Este campo es obligatorio`,
  invalidEmail: msg`Escribe un correo válido, como nombre@empresa.com`,
  tooLong: msg`El texto es demasiado largo`,
  weakPassword: msg`La contraseña no cumple las reglas`,
} as const;

/** A message read when it is shown, so a message on screen follows a change of language (useRevalidateOnLanguageChange). */
const say = (descriptor: MessageDescriptor) => () => i18n._(descriptor);

const required = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(messages.required)), v.maxLength(max, say(messages.tooLong)));

export interface InviteValues {
  email: string;
  role: TeamMemberRole;
}

/** An invitation: an e-mail address (sent without the spaces around it) and a role. */
export const inviteSchema = v.object({
  email: v.pipe(required(TEAM_LIMITS.email), v.email(say(messages.invalidEmail))),
  role: v.picklist(['manager', 'staff']),
});

export interface JoinValues {
  first_name: string;
  last_name: string;
  password: string;
}

/** Joining with an account the invited e-mail already has: only its password. */
export const joinExistingSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  password: v.pipe(v.string(), v.nonEmpty(say(messages.required))),
});

/** Joining with a new account: the names and a password under the sign-up rules (machines/passwordRules.ts). */
export const joinNewSchema = v.object({
  first_name: required(TEAM_LIMITS.firstName),
  last_name: required(TEAM_LIMITS.lastName),
  password: v.pipe(
    v.string(),
    v.nonEmpty(say(messages.required)),
    v.check(isStrongPassword, say(messages.weakPassword)),
    v.maxLength(TEAM_LIMITS.password, say(messages.tooLong)),
  ),
});
