import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type CountryCode, parsePhoneNumber } from 'libphonenumber-js/core';
import { phoneMetadata } from '../../../machines/phoneMetadata.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  type PhoneCountry,
  phoneProblem,
} from '../../../machines/phoneRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { JoinRequestsTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { ownerOfPromotionCode } from '../dashboard/promotionCodes.ts';
import { storeReferralEvent } from '../referrals/referralEvents.ts';

export type JoinRequestView = components['schemas']['JoinRequest'];
type JoinRequestInput = components['schemas']['JoinRequestInput'];
export type JoinRequestRow = Selectable<JoinRequestsTable>;

export const JOIN_REQUEST_NOT_FOUND = 'Join request not found';

/** A request to join as it will be stored: texts trimmed, the phone in E.164, optional texts null when blank. */
export interface CheckedJoinRequest {
  type: JoinRequestInput['type'];
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  language_code: JoinRequestInput['language_code'];
  /** The referral code the visitor came with, or null; an unknown one is dropped when stored. */
  ref: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** An optional text as stored: trimmed, and null when nothing is left. */
const optional = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function joinRequestView(row: JoinRequestRow): JoinRequestView {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    language_code: row.language_code,
    seen: row.seen,
    create: iso(row.created_at),
  };
}

/** A required text of the form, trimmed: blank (the schema lets spaces through) is a 400 naming it. */
function required(body: JoinRequestInput, field: 'name' | 'message'): string {
  const value = body[field].trim();
  if (!value) throw new ApiError(400, 'invalid_request', `${field} is required`, field);
  return value;
}

/**
 * The phone, when given, as support dials it from anywhere (E.164): a number of `phoneCountry`'s numbering plan,
 * the rule of the onboarding and meeting forms (machines/phoneRules.ts), else a 400 naming what is wrong.
 */
function checkedPhone(body: JoinRequestInput): string | null {
  const national = optional(body.phone);
  if (national === null) return null;
  const country = PHONE_COUNTRIES.find((c) => c.code === (body.phoneCountry ?? DEFAULT_PHONE_COUNTRY))?.code;
  if (country === undefined) {
    const codes = PHONE_COUNTRIES.map((c) => c.code).join(', ');
    throw new ApiError(400, 'invalid_request', `phoneCountry must be one of ${codes}`, 'phoneCountry');
  }
  if (phoneProblem(country, national) !== null) {
    throw new ApiError(
      400,
      'invalid_request',
      'phone must be a number of its country (phoneCountry)',
      'phone',
    );
  }
  return e164(country, national);
}

/** The checked national number in E.164 (the library drops a trunk prefix the country uses, as +1's 1). */
const e164 = (country: PhoneCountry, national: string) =>
  parsePhoneNumber(national.replace(/\D/g, ''), country.toUpperCase() as CountryCode, phoneMetadata).number;

/** The request as it will be stored, or a 400 naming the first wrong field in the form's order. */
export function checkedJoinRequest(body: JoinRequestInput): CheckedJoinRequest {
  const name = required(body, 'name');
  const email = body.email.trim();
  const phone = checkedPhone(body);
  const message = required(body, 'message');
  return {
    type: body.type,
    name,
    email,
    phone,
    company: optional(body.company),
    message,
    language_code: body.language_code,
    ref: optional(body.ref),
  };
}

/**
 * Stores the request for the operator's inbox, unseen. When someone has the referral code the visitor came with,
 * the request names them and counts as an inquiry of their code (My QR), in the same transaction; a code nobody
 * has is ignored (the visitor did nothing wrong).
 */
export async function createJoinRequest(db: Db, values: CheckedJoinRequest): Promise<JoinRequestView> {
  const owner = values.ref === null ? undefined : await ownerOfPromotionCode(db, values.ref);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('join_requests')
      .values({
        id: randomUUID(),
        type: values.type,
        name: values.name,
        email: values.email,
        phone: values.phone,
        company: values.company,
        message: values.message,
        language_code: values.language_code,
        referral_owner_id: owner ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (owner !== undefined) await storeReferralEvent(trx, owner, 'inquiry');
    return joinRequestView(row);
  });
}

export async function markJoinRequestSeen(db: Db, id: string): Promise<JoinRequestView> {
  const row = await db
    .updateTable('join_requests')
    .set({ seen: true, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(JOIN_REQUEST_NOT_FOUND);
  return joinRequestView(row);
}
