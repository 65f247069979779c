// The meeting request of the help dialog (SPEC §3 Meeting request, §5 meeting form rules).

/** SPEC §5/§9: a phone of fewer than 10 characters shows the required message. */
export const PHONE_MIN_LENGTH = 10;

export type MeetingApp = 'GoogleMeet' | 'Zoom' | 'Whatsapp';

export interface MeetingValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  schedule: string;
  typeMeet: MeetingApp;
}

export const emptyMeeting = (): MeetingValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  date: '',
  schedule: '',
  typeMeet: 'GoogleMeet',
});

/** The meeting fields still wrong (SPEC §5): every one required, a valid email, a phone of 10 or more. */
export function missingMeetingFields(values: MeetingValues): (keyof MeetingValues)[] {
  const missing = (Object.keys(values) as (keyof MeetingValues)[]).filter((k) => values[k].trim() === '');
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) missing.push('email');
  if (values.phone.trim() && values.phone.trim().length < PHONE_MIN_LENGTH) missing.push('phone');
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
