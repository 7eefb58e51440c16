// What the agent's open-house pages show: the open house with its listing, link, QR code,
// co-hosts and (to the owner) its visitors. The routes call these after requireOpenHouse.
import type { DB } from '@db/connection';
import type { OpenHouse } from '@db/schema';
import { qrPngDataUrl } from '../qr.server';
import { cohostsOf, shortLink, type Access } from './open-houses.server';
import { liveVisitors, type LiveVisitor } from './live.server';

const DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sat, Dec 5, 2026, 14:00–16:00" (the listing's local date and times, as the agent typed them). */
export function whenText(oh: Pick<OpenHouse, 'date' | 'startTime' | 'endTime'>): string {
  const d = new Date(`${oh.date}T00:00:00Z`);
  const day = Number.isNaN(d.getTime()) ? oh.date : DATE.format(d);
  return `${day}, ${oh.startTime}–${oh.endTime}`;
}

export interface OpenHouseView {
  id: number;
  access: Access;
  listingId: number;
  listingName: string;
  when: string;
  date: string;
  startTime: string;
  endTime: string;
  notes: string;
  signinMode: OpenHouse['signinMode'];
  contactField: OpenHouse['contactField'];
  ownQuestion: string | null;
  disclosureText: string | null;
  hasKioskPin: boolean;
  shortLink: string;
  qrDataUrl: string;
  cohosts: string[];
  hostName: string;
  /** The owner's page lists them; a co-host sees them on the live list only. */
  visitors: LiveVisitor[];
}

export async function openHouseView(database: DB, openHouse: OpenHouse, access: Access): Promise<OpenHouseView> {
  const [listing, host] = await Promise.all([
    database
      .selectFrom('listings')
      .select('listingName')
      .where('id', '=', openHouse.listingId)
      .executeTakeFirstOrThrow(),
    database
      .selectFrom('users')
      .select(['fName', 'lName'])
      .where('id', '=', openHouse.realtorUserId)
      .executeTakeFirstOrThrow(),
  ]);
  const link = shortLink(openHouse.code);
  return {
    id: openHouse.id,
    access,
    listingId: openHouse.listingId,
    listingName: listing.listingName,
    when: whenText(openHouse),
    date: openHouse.date,
    startTime: openHouse.startTime,
    endTime: openHouse.endTime,
    notes: access === 'owner' ? openHouse.notes : '',
    signinMode: openHouse.signinMode,
    contactField: openHouse.contactField,
    ownQuestion: openHouse.ownQuestion,
    disclosureText: openHouse.disclosureText,
    hasKioskPin: Boolean(openHouse.kioskPinHash),
    shortLink: link,
    qrDataUrl: await qrPngDataUrl(link, { width: 400 }),
    cohosts: access === 'owner' ? await cohostsOf(database, openHouse.id) : [],
    hostName: `${host.fName} ${host.lName}`,
    visitors: access === 'owner' ? await liveVisitors(database, openHouse.id) : [],
  };
}
