import ICAL from 'ical.js';

/**
 * The days an iCalendar feed says are taken, read with ical.js (Mozilla's parser). Airbnb writes all-day events
 * ("Reserved", "Airbnb (Not available)") with DTEND the day after the last night; Booking.com the same with
 * "CLOSED - Not available"; other calendars may write timed events, which take every calendar day they touch.
 */

/** A feed that is not an iCalendar file, in words safe to show the provider. */
export class FeedFormatError extends Error {}

/** One range a feed blocks: whole days, both ends included, as `YYYY-MM-DD`. */
export interface FeedEvent {
  uid: string | null;
  start: string;
  last: string;
  summary: string;
}

const DAY_MS = 86_400_000;
/** Repeating events are expanded from a year back to two years ahead, at most this many times each. */
const PAST_DAYS = 366;
const FUTURE_DAYS = 731;
const MAX_OCCURRENCES = 1_000;
const MAX_STEPS = 20_000;
const NOTE_LENGTH = 500;

type Time = InstanceType<typeof ICAL.Time>;

export function eventsOfFeed(text: string, today = new Date()): FeedEvent[] {
  const calendar = parseCalendar(text);
  const components = calendar.getAllSubcomponents('vevent');
  // An edited occurrence of a repeating event comes as its own VEVENT with RECURRENCE-ID: it belongs to its master.
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const events: InstanceType<typeof ICAL.Event>[] = [];
  for (const component of components) {
    const event = new ICAL.Event(component);
    if (!event.isRecurrenceException()) {
      events.push(event);
      if (event.uid) masters.set(event.uid, event);
    }
  }
  for (const component of components) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) {
      const master = event.uid ? masters.get(event.uid) : undefined;
      if (master?.isRecurring()) master.relateException(event);
      else events.push(event);
    }
  }
  const window = { from: addDays(dayOf(today), -PAST_DAYS), to: addDays(dayOf(today), FUTURE_DAYS) };
  return events.flatMap((event) => rangesOf(event, window));
}

function parseCalendar(text: string) {
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedFormatError('The feed is not a valid iCalendar file');
  }
  if (calendar.name !== 'vcalendar') throw new FeedFormatError('The feed is not a valid iCalendar file');
  return calendar;
}

function rangesOf(event: InstanceType<typeof ICAL.Event>, window: { from: string; to: string }): FeedEvent[] {
  try {
    if (!event.startDate) return [];
    const uid = event.uid ? String(event.uid).slice(0, 500) : null;
    if (!event.isRecurring()) {
      const range = isCancelled(event.component) ? null : daysOf(event.startDate, event.endDate);
      return range ? [{ uid, ...range, summary: noteOf(event.summary) }] : [];
    }
    const ranges: FeedEvent[] = [];
    const iterator = event.iterator();
    for (let step = 0; step < MAX_STEPS && ranges.length < MAX_OCCURRENCES; step++) {
      const next = iterator.next();
      if (!next) break;
      const occurrence = event.getOccurrenceDetails(next);
      const range = daysOf(occurrence.startDate, occurrence.endDate);
      if (!range || range.start > window.to) break;
      if (range.last < window.from || isCancelled(occurrence.item.component)) continue;
      ranges.push({ uid, ...range, summary: noteOf(occurrence.item.summary) });
    }
    return ranges;
  } catch {
    // One event ical.js cannot read (a broken rule, an impossible date) does not sink the others.
    return [];
  }
}

const isCancelled = (component: InstanceType<typeof ICAL.Component>) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

const noteOf = (summary: unknown) =>
  typeof summary === 'string' ? summary.replace(/\s+/g, ' ').trim().slice(0, NOTE_LENGTH) : '';

/**
 * The calendar days an event covers. A date end is exclusive (the day after the last); a time end takes its
 * day unless it is midnight, when the event ended with the day before. No end: the start day.
 */
function daysOf(start: Time, end: Time | undefined): { start: string; last: string } | null {
  const first = dateOf(start);
  if (!first) return null;
  let last = first;
  if (end) {
    const endDay = dateOf(end);
    if (!endDay) return null;
    const exclusive = end.isDate || (end.hour === 0 && end.minute === 0 && end.second === 0);
    last = exclusive ? addDays(endDay, -1) : endDay;
  }
  return { start: first, last: last < first ? first : last };
}

/** The date as written (its own time zone's day), or null outside the years a calendar can hold. */
function dateOf(time: Time): string | null {
  if (time.year < 1970 || time.year > 2200) return null;
  return new Date(Date.UTC(time.year, time.month - 1, time.day)).toISOString().slice(0, 10);
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
