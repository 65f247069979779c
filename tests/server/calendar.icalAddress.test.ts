import { describe, expect, it } from 'vitest';
import {
  checkFeedTarget,
  isAllowedAddress,
  parseFeedUrl,
} from '../../server/modules/calendar/feedAddress.ts';
import { eventsOfFeed } from '../../server/modules/calendar/feedEvents.ts';

describe('feed addresses the server may fetch', () => {
  it('are public addresses only; loopback only when the setting allows it', () => {
    const refused = [
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      '::10.0.0.1',
    ];
    for (const address of refused) expect(isAllowedAddress(address, true), address).toBe(false);
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isAllowedAddress(address, false), address).toBe(false);
      expect(isAllowedAddress(address, true), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])
      expect(isAllowedAddress(address, false), address).toBe(true);
  });

  it('refuse loopback hosts unless allowed, resolving names first', async () => {
    await expect(checkFeedTarget(parseFeedUrl('http://[::1]/x'), false)).rejects.toThrow(
      'private or reserved',
    );
    await expect(checkFeedTarget(parseFeedUrl('http://127.0.0.1:8080/x'), false)).rejects.toThrow();
    await expect(checkFeedTarget(parseFeedUrl('http://localhost/x'), false)).rejects.toThrow();
    await expect(checkFeedTarget(parseFeedUrl('http://[::1]/x'), true)).resolves.toMatchObject({
      address: '::1',
      family: 6,
    });
    expect(() => parseFeedUrl('javascript:alert(1)')).toThrow('Only http and https');
    expect(() => parseFeedUrl('//example.com/x')).toThrow('not a valid URL');
  });
});

describe('events read from a feed', () => {
  it('expand a repeating event within the window, with its edited and cancelled occurrences', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:r',
      'DTSTART;VALUE=DATE:20270104',
      'DTEND;VALUE=DATE:20270106',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Weekly',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:r',
      'RECURRENCE-ID;VALUE=DATE:20270111',
      'DTSTART;VALUE=DATE:20270112',
      'DTEND;VALUE=DATE:20270113',
      'SUMMARY:Moved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:r',
      'RECURRENCE-ID;VALUE=DATE:20270118',
      'DTSTART;VALUE=DATE:20270118',
      'DTEND;VALUE=DATE:20270120',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:forever',
      'DTSTART;VALUE=DATE:20200101',
      'RRULE:FREQ=DAILY',
      'SUMMARY:Every day',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const events = eventsOfFeed(ics, new Date('2026-11-24T12:00:00Z'));
    expect(events.filter((e) => e.uid === 'r')).toEqual([
      { uid: 'r', start: '2027-01-04', last: '2027-01-05', summary: 'Weekly' },
      { uid: 'r', start: '2027-01-12', last: '2027-01-12', summary: 'Moved' },
    ]);
    const daily = events.filter((e) => e.uid === 'forever');
    // An endless rule: from a year back, at most 1 000 occurrences.
    expect(daily[0]!.start).toBe('2025-11-23');
    expect(daily).toHaveLength(1000);
  });

  it('refuse text that is not iCalendar', () => {
    expect(() => eventsOfFeed('<html></html>')).toThrow('not a valid iCalendar');
    expect(() => eventsOfFeed('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD')).toThrow('not a valid iCalendar');
    expect(eventsOfFeed('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toEqual([]);
  });
});
