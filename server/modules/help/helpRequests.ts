import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type ContactType, isContactType } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { HelpRequestsTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { requireMayCreate } from '../products/productCreation.ts';

export type HelpRequestView = components['schemas']['HelpRequest'];
type HelpRequestInput = components['schemas']['HelpRequestInput'];
export type HelpRequestRow = Selectable<HelpRequestsTable>;

export const HELP_REQUEST_NOT_FOUND = 'Help request not found';

const iso = (value: Date | string) => new Date(value).toISOString();
/** An optional text as stored: trimmed, and null when nothing is left. */
const optional = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function helpRequestView(row: HelpRequestRow): HelpRequestView {
  return {
    _id: row.id,
    question: row.question,
    typeMessage: row.type_message,
    product_type: row.product_type as HelpRequestView['product_type'],
    coverage_area: row.coverage_area,
    segment: row.segment,
    step: row.step,
    contactWay: row.contact_way,
    phone: row.phone,
    language_code: row.language_code,
    idProvider: row.provider_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    providerType: row.provider_type,
    seen: row.seen,
    answer: row.answer,
    answered_at: row.answered_at ? iso(row.answered_at) : null,
    create: iso(row.created_at),
    update: iso(row.updated_at),
  };
}

/** Who asks, from the profile (SPEC §3): names, e-mail, and 'Empresa' for the company category. */
async function askerOf(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select([
      'users.email',
      'users.language',
      'users.business_category',
      'persons.first_name',
      'persons.last_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('User not found');
  return {
    email: user.email,
    language: user.language,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    provider_type: user.business_category === 'company' ? ('Empresa' as const) : ('Personal' as const),
  };
}

/** A help message that may be stored: its texts trimmed (no phone, no coverage area is null). */
export type CheckedHelpRequest = Omit<HelpRequestInput, 'phone' | 'product_type' | 'coverage_area'> & {
  phone: string | null;
} & (TransportFields | { product_type: null; coverage_area: null });

/** What a transport contact request adds: its transport kind and where the service runs. */
export interface TransportFields {
  product_type: ContactType;
  coverage_area: string;
}

/**
 * A transport contact request (issue 30) names a transport kind the caller may offer (SPEC §6: flights and
 * helicopters for role 2 only) and where the service runs; any other message names neither.
 */
function checkedTransport(
  caller: AccessClaims,
  body: HelpRequestInput,
): TransportFields | { product_type: null; coverage_area: null } {
  const coverage = optional(body.coverage_area);
  if (body.typeMessage !== 'transport') {
    if (body.product_type !== undefined || coverage !== null)
      throw new ApiError(
        400,
        'invalid_request',
        'Only a transport request names a transport kind',
        'product_type',
      );
    return { product_type: null, coverage_area: null };
  }
  const type = body.product_type;
  if (type === undefined || !isContactType(type))
    throw new ApiError(400, 'invalid_request', 'product_type must be a transport kind', 'product_type');
  requireMayCreate(caller, type);
  if (coverage === null)
    throw new ApiError(400, 'invalid_request', 'coverage_area is required', 'coverage_area');
  return { product_type: type, coverage_area: coverage };
}

/** The help message as it will be stored, or a 400 naming what is missing. */
export function checkedHelpRequest(caller: AccessClaims, body: HelpRequestInput): CheckedHelpRequest {
  const question = body.question.trim();
  if (!question) throw new ApiError(400, 'invalid_request', 'question is required', 'question');
  const transport = checkedTransport(caller, body);
  const phone = optional(body.phone);
  if (body.contactWay !== undefined && body.contactWay !== 'email' && !phone) {
    throw new ApiError(
      400,
      'invalid_request',
      `phone is required to be contacted by ${body.contactWay}`,
      'phone',
    );
  }
  return { ...body, question, phone, ...transport };
}

/** Stores a checked help message with the caller's names, e-mail and provider type. */
export async function createHelpRequest(
  db: Db,
  userId: string,
  body: CheckedHelpRequest,
): Promise<HelpRequestView> {
  const { question, phone } = body;
  const asker = await askerOf(db, userId);
  const row = await db
    .insertInto('help_requests')
    .values({
      id: randomUUID(),
      provider_id: userId,
      question,
      type_message: body.typeMessage,
      segment: optional(body.segment),
      step: optional(body.step),
      contact_way: body.contactWay ?? null,
      phone,
      language_code: body.language_code ?? asker.language,
      first_name: asker.first_name,
      last_name: asker.last_name,
      email: asker.email,
      provider_type: asker.provider_type,
      answer: null,
      answered_at: null,
      product_type: body.product_type,
      coverage_area: body.coverage_area,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return helpRequestView(row);
}
