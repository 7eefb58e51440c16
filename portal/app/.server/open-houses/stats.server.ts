// Stats across an agent's open houses, per event and per listing: who opened the link, who signed
// in (and the sign-in rate: browsers that opened the link and signed in, over browsers that opened
// it), how many chatted, how many questions the assistant handed over, follow-ups sent and the time
// from the event's end to the first one. One query: the agent's open houses (realtor index) with
// their row of counters (open_house_stats, kept at write time by stats-counters.server.ts), so
// the page reads one row per open house however many visits there are (docs/performance.md has
// the figure for 1,000 open houses and 100,000 visits); added up per listing here. Owner's data
// only: co-hosts see none.
import type { DB } from '@db/connection';
import type { OpenHouse } from '@db/schema';

export interface EventStats {
  openHouseId: number;
  listingId: number;
  listingName: string;
  date: string;
  startTime: string;
  endTime: string;
  /** Browsers that opened the link (each once). */
  opened: number;
  /** Of those, browsers that signed in. */
  openedAndSignedIn: number;
  /** Every sign-in (the kiosk's too). */
  signedIn: number;
  /** Browsers that opened the link and did not sign in (or anonymous chats, when more). */
  anonymous: number;
  /** Signed in + anonymous. */
  visitors: number;
  /** openedAndSignedIn / opened; null when nobody opened the link. */
  signInRate: number | null;
  /** Chats through the link with at least one question (signed in or not). */
  chats: number;
  questions: number;
  handedOver: number;
  /** Follow-up emails sent (follow_ups in the sent state). */
  followUps: number;
  firstFollowUpAt: string | null;
  /** Hours from the event's end to its first follow-up (0 when sent during the event). */
  hoursToFirstFollowUp: number | null;
}

export interface ListingStats {
  listingId: number;
  listingName: string;
  events: number;
  opened: number;
  openedAndSignedIn: number;
  signedIn: number;
  anonymous: number;
  visitors: number;
  signInRate: number | null;
  chats: number;
  questions: number;
  handedOver: number;
  followUps: number;
  /** The mean over its events that have a follow-up. */
  hoursToFirstFollowUp: number | null;
}

export interface StatsFilter {
  listingId?: number;
}

const num = (v: unknown) => Number(v ?? 0);

// Making a DateTimeFormat costs far more than using one: one per zone, kept (the stats page
// converts the end of every open house).
const formats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formats.size < 100) formats.set(timeZone, f);
  }
  return f;
}

/** The UTC instant of a local date and time in an IANA zone (UTC when the zone is unknown). */
export function localToUtc(date: string, time: string, timeZone: string | null): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (!timeZone || Number.isNaN(naive)) return new Date(naive);
  const format = zoneFormat(timeZone);
  const offsetAt = (ms: number) => {
    const parts = format.formatToParts(new Date(ms));
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return asUtc - ms;
  };
  // Two rounds settle a change of offset (daylight saving) between the guess and the answer.
  let utc = naive - offsetAt(naive);
  utc = naive - offsetAt(utc);
  return new Date(utc);
}

/** When the open house ended, as an instant. */
export const eventEnd = (oh: Pick<OpenHouse, 'date' | 'endTime' | 'timeZone'>) =>
  localToUtc(oh.date, oh.endTime, oh.timeZone);

/**
 * The stats page's one query: the agent's open houses (the realtor index) with their listing and
 * their row of counters (open_house_stats, kept at write time by stats-counters.server.ts, read by
 * primary key), so it reads one row per open house however many visits there are.
 */
export function eventStatsQuery(database: DB, userId: number, filter: StatsFilter = {}) {
  let q = database
    .selectFrom('openHouses')
    .innerJoin('listings', 'listings.id', 'openHouses.listingId')
    .leftJoin('openHouseStats as c', 'c.openHouseId', 'openHouses.id')
    .select([
      'openHouses.id',
      'openHouses.listingId',
      'listings.listingName',
      'openHouses.date',
      'openHouses.startTime',
      'openHouses.endTime',
      'openHouses.timeZone',
      'c.opened',
      'c.openedSignedIn',
      'c.signedIn',
      'c.chats',
      'c.anonymousChats',
      'c.questions',
      'c.handedOver',
      'c.followUpsSent',
      'c.firstFollowUpAt',
    ])
    .where('openHouses.realtorUserId', '=', userId);
  if (filter.listingId !== undefined) q = q.where('openHouses.listingId', '=', filter.listingId);
  return q.orderBy('openHouses.date', 'desc').orderBy('openHouses.startTime', 'desc');
}

/** The agent's open houses with their figures, latest first. */
export async function eventStats(database: DB, userId: number, filter: StatsFilter = {}): Promise<EventStats[]> {
  const rows = await eventStatsQuery(database, userId, filter).execute();
  return rows.map((r) => {
    const opened = num(r.opened);
    const openedAndSignedIn = num(r.openedSignedIn);
    const signedIn = num(r.signedIn);
    // Browsers that opened the link and never signed in, or chats of no sign-in when there are more
    // (the embedded widget counts no opens): each anonymous person once, never twice.
    const anonymous = Math.max(opened - openedAndSignedIn, num(r.anonymousChats));
    const first = r.firstFollowUpAt ?? null;
    return {
      openHouseId: r.id,
      listingId: r.listingId,
      listingName: r.listingName,
      date: r.date,
      startTime: r.startTime,
      endTime: r.endTime,
      opened,
      openedAndSignedIn,
      signedIn,
      anonymous,
      visitors: signedIn + anonymous,
      signInRate: opened ? openedAndSignedIn / opened : null,
      chats: num(r.chats),
      questions: num(r.questions),
      handedOver: num(r.handedOver),
      followUps: num(r.followUpsSent),
      firstFollowUpAt: first,
      hoursToFirstFollowUp: first
        ? Math.max(
            0,
            (Date.parse(first) - eventEnd({ date: r.date, endTime: r.endTime, timeZone: r.timeZone }).getTime()) /
              3600_000,
          )
        : null,
    };
  });
}

/** The events added up per listing, listings in the order of their latest event. */
export function listingStats(events: readonly EventStats[]): ListingStats[] {
  const out = new Map<number, ListingStats & { hours: number[] }>();
  for (const e of events) {
    let l = out.get(e.listingId);
    if (!l) {
      l = {
        listingId: e.listingId,
        listingName: e.listingName,
        events: 0,
        opened: 0,
        openedAndSignedIn: 0,
        signedIn: 0,
        anonymous: 0,
        visitors: 0,
        signInRate: null,
        chats: 0,
        questions: 0,
        handedOver: 0,
        followUps: 0,
        hoursToFirstFollowUp: null,
        hours: [],
      };
      out.set(e.listingId, l);
    }
    l.events += 1;
    l.opened += e.opened;
    l.openedAndSignedIn += e.openedAndSignedIn;
    l.signedIn += e.signedIn;
    l.anonymous += e.anonymous;
    l.visitors += e.visitors;
    l.chats += e.chats;
    l.questions += e.questions;
    l.handedOver += e.handedOver;
    l.followUps += e.followUps;
    if (e.hoursToFirstFollowUp !== null) l.hours.push(e.hoursToFirstFollowUp);
  }
  return [...out.values()].map(({ hours, ...l }) => ({
    ...l,
    signInRate: l.opened ? l.openedAndSignedIn / l.opened : null,
    hoursToFirstFollowUp: hours.length ? hours.reduce((s, h) => s + h, 0) / hours.length : null,
  }));
}

const pct = (r: number | null) => (r === null ? '' : `${Math.round(r * 100)}%`);
const hrs = (h: number | null) => (h === null ? '' : (Math.round(h * 10) / 10).toFixed(1));

/** The stats per open house as CSV rows (header first), for the repo's one CSV writer. */
export function statsCsvRows(events: readonly EventStats[]): Array<Array<string | number>> {
  return [
    [
      'listing',
      'date',
      'start',
      'end',
      'visitors',
      'opened link',
      'signed in',
      'anonymous',
      'sign-in rate',
      'chats',
      'questions',
      'handed over',
      'follow-ups sent',
      'hours to first follow-up',
    ],
    ...events.map((e) => [
      e.listingName,
      e.date,
      e.startTime,
      e.endTime,
      e.visitors,
      e.opened,
      e.signedIn,
      e.anonymous,
      pct(e.signInRate),
      e.chats,
      e.questions,
      e.handedOver,
      e.followUps,
      hrs(e.hoursToFirstFollowUp),
    ]),
  ];
}
