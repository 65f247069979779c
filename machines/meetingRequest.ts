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
