/**
 * The times a provider can pick (SPEC §9: every 30 minutes, 00:00 to 23:30) and the pieces of the
 * 12-hour selector (SPEC §5: hour 01-12, minutes 00/15/30/45, AM/PM), with the way between both.
 * Times are stored as 24-hour "HH:MM" strings.
 */

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 00:00, 00:30, 01:00 … 23:30: the 48 choices of schedule and itinerary time pickers. */
export const TIME_CHOICES: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${twoDigits(Math.floor(i / 2))}:${i % 2 === 0 ? '00' : '30'}`,
);

export const isTimeChoice = (value: unknown): value is string =>
  typeof value === 'string' && TIME_CHOICES.includes(value);

export const HOURS_12 = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export const MINUTES = ['00', '15', '30', '45'] as const;
export const MERIDIEMS = ['AM', 'PM'] as const;

export type Hour12 = (typeof HOURS_12)[number];
export type Minute = (typeof MINUTES)[number];
export type Meridiem = (typeof MERIDIEMS)[number];

/** What the 12-hour selector shows: 13:30 reads 01 : 30 PM, 00:15 reads 12 : 15 AM. */
export interface Time12 {
  hour: Hour12;
  minute: Minute;
  meridiem: Meridiem;
}

const TIME_24 = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A time the 12-hour selector can give (SPEC §5: any hour, minutes 00/15/30/45), as "HH:MM" (24 h). */
export const isSelectorTime = (value: unknown): value is string =>
  typeof value === 'string' && to12Hour(value) !== null;

/** "HH:MM" (24 h) → the selector's pieces; null when the text is no time or its minutes are not on the selector. */
export function to12Hour(time: string): Time12 | null {
  const match = TIME_24.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minute = match[2] as Minute;
  if (!MINUTES.includes(minute)) return null;
  const hour = twoDigits(hours % 12 === 0 ? 12 : hours % 12) as Hour12;
  return { hour, minute, meridiem: hours < 12 ? 'AM' : 'PM' };
}

/** The selector's pieces → "HH:MM" (24 h): 12 AM is midnight, 12 PM is noon. */
export function from12Hour({ hour, minute, meridiem }: Time12): string {
  const base = Number(hour) % 12;
  return `${twoDigits(meridiem === 'PM' ? base + 12 : base)}:${minute}`;
}

/**
 * A check-in window ends after it starts: both "HH:MM" of one day, compared in clock order. An empty window
 * (00:00 to 00:00, the untouched defaults of SPEC §9) is refused, so the provider chooses one instead of
 * publishing midnight to midnight without knowing. The form and the server both check with this.
 */
export const isCheckInWindow = (start: string, end: string): boolean => end > start;
