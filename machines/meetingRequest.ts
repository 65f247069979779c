// The meeting request of the help dialog (SPEC §3 Meeting request, §5 meeting form rules).

import { DEFAULT_PHONE_COUNTRY, type PhoneCountry, type PhoneProblem, phoneProblem } from './phoneRules.ts';

export type MeetingApp = 'GoogleMeet' | 'Zoom' | 'Whatsapp';

export interface MeetingValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The phone's country, whose prefix is fixed (SPEC §5: default gt); `phone` is the national number. */
  phoneCountry: PhoneCountry;
  phone: string;
  date: string;
  schedule: string;
  typeMeet: MeetingApp;
}

export const emptyMeeting = (): MeetingValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  phone: '',
  date: '',
  schedule: '',
  typeMeet: 'GoogleMeet',
});

/**
 * Why the phone is refused, or null: the onboarding forms' rule (phoneRules.ts), a number of its country's
 * numbering plan — 8 digits in Guatemala, where the old "10 characters or more" refused every number.
 */
export const meetingPhoneProblem = (
  values: Pick<MeetingValues, 'phoneCountry' | 'phone'>,
): PhoneProblem | null => phoneProblem(values.phoneCountry, values.phone);

/** The meeting fields still wrong (SPEC §5): every one required, a valid email, a phone of its country. */
export function missingMeetingFields(values: MeetingValues): (keyof MeetingValues)[] {
  const missing = (Object.keys(values) as (keyof MeetingValues)[]).filter((k) => values[k].trim() === '');
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) missing.push('email');
  if (values.phone.trim() && meetingPhoneProblem(values)) missing.push('phone');
  return missing;
}

/** SPEC §3 schedule: 'HH:MM' on a 24-hour clock, on a quarter hour (the form offers 00, 15, 30, 45). */
export function validSchedule(schedule: string): boolean {
  return /^([01][0-9]|2[0-3]):(00|15|30|45)$/.test(schedule);
}

/** A real calendar day 'YYYY-MM-DD' that is `today` or later (both in Guatemala time). */
export function meetingDateAllowed(date: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return date >= today;
}

/** Today's date in Guatemala (America/Guatemala), 'YYYY-MM-DD': the day meetings are counted from. */
export function guatemalaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Guatemala',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
