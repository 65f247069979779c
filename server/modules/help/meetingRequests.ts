import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  emptyMeeting,
  guatemalaToday,
  type MeetingValues,
  meetingDateAllowed,
  missingMeetingFields,
  validSchedule,
} from '../../../machines/meetingRequest.ts';
import { DEFAULT_PHONE_COUNTRY, prefixOf } from '../../../machines/phoneRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { MeetingRequestsTable } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

export type MeetingRequestView = components['schemas']['MeetingRequest'];
type MeetingRequestInput = components['schemas']['MeetingRequestInput'];
export type MeetingRequestRow = Selectable<MeetingRequestsTable>;

export const MEETING_REQUEST_NOT_FOUND = 'Meeting request not found';

const iso = (value: Date | string) => new Date(value).toISOString();

export function meetingRequestView(row: MeetingRequestRow): MeetingRequestView {
  return {
    _id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    date: row.date,
    schedule: row.schedule,
    typeMeet: row.type_meet,
    typeContact: row.type_contact,
    language_code: row.language_code,
    seen: row.seen,
    create: iso(row.created_at),
    update: iso(row.updated_at),
  };
}

const FIELD_ORDER = Object.keys(emptyMeeting()) as (keyof MeetingValues)[];

const MESSAGES: Record<keyof MeetingValues, string> = {
  firstName: 'firstName is required',
  lastName: 'lastName is required',
  email: 'email must be an e-mail address',
  phoneCountry: 'phoneCountry must be one of gt, bz, cr, do, sv, hn, ni, pa, us',
  phone: 'phone must be a number of its country (phoneCountry, gt when left out)',
  date: 'date must be a day from today on (Guatemala time)',
  schedule: 'schedule must be HH:MM on a quarter hour',
  typeMeet: 'typeMeet is required',
};

/**
 * The meeting form's fields, checked as the form checks them (machines/meetingRequest.ts) plus the day
 * (today or later in Guatemala) and the quarter-hour schedule: a 400 names the first wrong field in the form's
 * order. The captcha is checked before (the handler).
 */
export function checkedMeeting(body: MeetingRequestInput, today = guatemalaToday()): MeetingValues {
  const values: MeetingValues = {
    firstName: body.firstName?.trim() ?? '',
    lastName: body.lastName?.trim() ?? '',
    email: body.email?.trim() ?? '',
    phoneCountry: body.phoneCountry ?? DEFAULT_PHONE_COUNTRY,
    phone: body.phone?.trim() ?? '',
    date: body.date?.trim() ?? '',
    schedule: body.schedule?.trim() ?? '',
    typeMeet: body.typeMeet ?? ('' as MeetingValues['typeMeet']),
  };
  const wrong = new Set(missingMeetingFields(values));
  if (!wrong.has('date') && !meetingDateAllowed(values.date, today)) wrong.add('date');
  if (!wrong.has('schedule') && !validSchedule(values.schedule)) wrong.add('schedule');
  const first = FIELD_ORDER.find((field) => wrong.has(field));
  if (first) {
    const message = values[first] === '' ? `${first} is required` : MESSAGES[first];
    throw new ApiError(400, 'invalid_request', message, first);
  }
  return values;
}

export async function createMeetingRequest(
  db: Db,
  userId: string,
  values: MeetingValues,
  typeContact: string | undefined,
): Promise<MeetingRequestView> {
  const user = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  const row = await db
    .insertInto('meeting_requests')
    .values({
      id: randomUUID(),
      user_id: userId,
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      // Support calls it from anywhere: the number as dialled from abroad, its country's prefix first.
      phone: `${prefixOf(values.phoneCountry)} ${values.phone}`,
      date: values.date,
      schedule: values.schedule,
      type_meet: values.typeMeet,
      type_contact: typeContact?.trim() || null,
      language_code: user?.language ?? 'es',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return meetingRequestView(row);
}
