// Every date people read is formatted here, so the portal shows one style everywhere. Portal
// times are in UTC and say so: the server renders them and the browser hydrates the same text,
// whatever zone either runs in. Emails use the spec's long form in the server's zone.
type Moment = string | Date;

const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
  hourCycle: 'h23',
});
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
  hourCycle: 'h23',
});
const TIME_SECONDS = new Intl.DateTimeFormat('en-CA', { timeStyle: 'medium', timeZone: 'UTC', hourCycle: 'h23' });

const toDate = (m: Moment) => (m instanceof Date ? m : new Date(m));

/** "Nov 25, 2026, 14:05 UTC"; with seconds where order within a minute matters (delivery logs). */
export function formatDateTime(m: Moment, { seconds = false } = {}): string {
  return `${(seconds ? DATE_TIME_SECONDS : DATE_TIME).format(toDate(m))} UTC`;
}

/** "14:05:09 UTC", for events of today beside a full date. */
export function formatTime(m: Moment): string {
  return `${TIME_SECONDS.format(toDate(m))} UTC`;
}

/** The spec's email date: weekday, month, day, year, hour:minute am/pm and time zone. */
export function formatEmailDate(d: Date = new Date(), locale = 'en-US'): string {
  return d.toLocaleString(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
}
