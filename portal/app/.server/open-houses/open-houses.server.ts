// Open houses of an agent's listings: create, edit, delete, list, and who may see one. The owner
// (the listing's agent) may do everything; a co-host (another agent invited by login email) may
// only look: the open house's link, QR code and live visitor list (docs/decisions.md). Every
// function takes the signed-in user and checks this itself; a foreign id is FORBIDDEN, never a
// silent no-op.
import crypto from 'node:crypto';
import type { DB } from '@db/connection';
import type { ContactField, OpenHouse, SigninMode } from '@db/schema';
import { hashPassword } from '../auth/password.server';
import { config } from '../config.server';
import { PortalError } from '../errors.server';

export interface OpenHouseInput {
  listingId: number;
  date: string;
  startTime: string;
  endTime: string;
  notes: string;
  signinMode: SigninMode;
  contactField: ContactField;
  ownQuestion: string | null;
  disclosureText: string | null;
  /** Lower-cased, without the owner's own address. */
  cohostEmails: string[];
  /** A new kiosk PIN; null keeps the current one (none on create). */
  kioskPin: string | null;
  /** The agent's browser's time zone; null keeps the current one. */
  timeZone?: string | null;
}

export type Access = 'owner' | 'cohost';

export interface Viewer {
  id: number;
  email: string;
}

/** The short code of an open house's public link: 10 characters of a 32-letter alphabet (50 bits). */
export function newOpenHouseCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(10);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export const OPEN_HOUSE_CODE = /^[a-z2-9]{10}$/;

export function shortLink(code: string, publicUrl: string = config().publicUrl): string {
  return `${publicUrl}/oh/${code}`;
}

/** The open house and the viewer's access to it; FORBIDDEN for anyone else, MISSING when gone. */
export async function requireOpenHouse(
  database: DB,
  viewer: Viewer,
  id: number,
  need: Access | 'any' = 'any',
): Promise<{ openHouse: OpenHouse; access: Access }> {
  const openHouse = await database.selectFrom('openHouses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!openHouse) throw new PortalError('MISSING', 'This open house no longer exists.');
  let access: Access | null = null;
  if (openHouse.realtorUserId === viewer.id) access = 'owner';
  else {
    const invited = await database
      .selectFrom('openHouseCohosts')
      .select('email')
      .where('openHouseId', '=', id)
      .where('email', '=', viewer.email.toLowerCase())
      .executeTakeFirst();
    if (invited) access = 'cohost';
  }
  if (!access || (need === 'owner' && access !== 'owner')) throw new PortalError('FORBIDDEN');
  return { openHouse, access };
}

async function requireOwnedListing(trx: DB, userId: number, listingId: number) {
  const listing = await trx
    .selectFrom('listings')
    .select(['id', 'assistantId', 'realtorUserId', 'listingName'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!listing) throw new PortalError('MISSING', 'This listing no longer exists.');
  if (listing.realtorUserId !== userId) throw new PortalError('FORBIDDEN');
  return listing;
}

async function addCohosts(trx: DB, openHouseId: number, emails: string[]): Promise<string[]> {
  const existing = await trx
    .selectFrom('openHouseCohosts')
    .select('email')
    .where('openHouseId', '=', openHouseId)
    .execute();
  const had = new Set(existing.map((e) => e.email));
  const keep = new Set(emails);
  const removed = [...had].filter((e) => !keep.has(e));
  if (removed.length)
    await trx
      .deleteFrom('openHouseCohosts')
      .where('openHouseId', '=', openHouseId)
      .where('email', 'in', removed)
      .execute();
  const added = emails.filter((e) => !had.has(e));
  if (added.length)
    await trx
      .insertInto('openHouseCohosts')
      .values(added.map((email) => ({ openHouseId, email })))
      .execute();
  return added;
}

/** The columns a form's input sets (creating and editing alike). */
function settingsOf(input: OpenHouseInput) {
  return {
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    notes: input.notes,
    signinMode: input.signinMode,
    contactField: input.contactField,
    ownQuestion: input.ownQuestion,
    disclosureText: input.disclosureText,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  };
}

/** Creates the open house with its co-hosts in one transaction; returns it and the co-hosts to invite. */
export async function createOpenHouse(
  database: DB,
  viewer: Viewer,
  input: OpenHouseInput,
): Promise<{ id: number; code: string; invited: string[] }> {
  const pinHash = input.kioskPin ? await hashPassword(input.kioskPin) : null;
  return database.transaction().execute(async (trx) => {
    const listing = await requireOwnedListing(trx, viewer.id, input.listingId);
    const code = newOpenHouseCode();
    const { id } = await trx
      .insertInto('openHouses')
      .values({
        realtorUserId: viewer.id,
        assistantId: listing.assistantId,
        listingId: listing.id,
        code,
        ...settingsOf(input),
        kioskPinHash: pinHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invited = await addCohosts(trx, id, input.cohostEmails);
    return { id, code, invited };
  });
}

/** Owner only. Co-hosts no longer listed lose access; new ones are returned to be invited. */
export async function updateOpenHouse(
  database: DB,
  viewer: Viewer,
  id: number,
  input: OpenHouseInput,
): Promise<{ invited: string[] }> {
  const pinHash = input.kioskPin ? await hashPassword(input.kioskPin) : undefined;
  return database.transaction().execute(async (trx) => {
    await requireOpenHouse(trx, viewer, id, 'owner');
    const listing = await requireOwnedListing(trx, viewer.id, input.listingId);
    await trx
      .updateTable('openHouses')
      .set({
        assistantId: listing.assistantId,
        listingId: listing.id,
        ...settingsOf(input),
        ...(pinHash ? { kioskPinHash: pinHash } : {}),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return { invited: await addCohosts(trx, id, input.cohostEmails) };
  });
}

/** Owner only: the open house, its visits and consent records go (contacts stay: they are the agent's). */
export async function deleteOpenHouse(database: DB, viewer: Viewer, id: number): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await requireOpenHouse(trx, viewer, id, 'owner');
    await trx.deleteFrom('openHouses').where('id', '=', id).execute();
  });
}

export interface OpenHouseSummary {
  id: number;
  code: string;
  access: Access;
  listingId: number;
  listingName: string;
  date: string;
  startTime: string;
  endTime: string;
  visits: number;
  /** The owner's name, shown to co-hosts. */
  hostName: string;
}

/** The agent's own open houses and those they co-host, soonest first. */
export async function listOpenHouses(database: DB, viewer: Viewer): Promise<OpenHouseSummary[]> {
  const rows = await database
    .selectFrom('openHouses')
    .innerJoin('listings', 'listings.id', 'openHouses.listingId')
    .innerJoin('users', 'users.id', 'openHouses.realtorUserId')
    .leftJoin('openHouseCohosts', (j) =>
      j
        .onRef('openHouseCohosts.openHouseId', '=', 'openHouses.id')
        .on('openHouseCohosts.email', '=', viewer.email.toLowerCase()),
    )
    .select((eb) => [
      'openHouses.id',
      'openHouses.code',
      'openHouses.realtorUserId',
      'openHouses.listingId',
      'listings.listingName',
      'openHouses.date',
      'openHouses.startTime',
      'openHouses.endTime',
      'users.fName',
      'users.lName',
      eb
        .selectFrom('visits')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('visits.openHouseId', '=', 'openHouses.id')
        .as('visits'),
    ])
    .where((eb) =>
      eb.or([eb('openHouses.realtorUserId', '=', viewer.id), eb('openHouseCohosts.email', 'is not', null)]),
    )
    .orderBy('openHouses.date', 'desc')
    .orderBy('openHouses.startTime', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    access: r.realtorUserId === viewer.id ? 'owner' : 'cohost',
    listingId: r.listingId,
    listingName: r.listingName,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    visits: Number(r.visits ?? 0),
    hostName: `${r.fName} ${r.lName}`,
  }));
}

export async function cohostsOf(database: DB, openHouseId: number): Promise<string[]> {
  const rows = await database
    .selectFrom('openHouseCohosts')
    .select('email')
    .where('openHouseId', '=', openHouseId)
    .orderBy('invitedAt')
    .execute();
  return rows.map((r) => r.email);
}

/** What the visitor's sign-in needs to know: public, by the link's code; null when unknown. */
export interface PublicOpenHouse {
  code: string;
  listingId: number;
  listingName: string;
  date: string;
  startTime: string;
  endTime: string;
  signinMode: SigninMode;
  contactField: ContactField;
  ownQuestion: string | null;
  disclosureText: string | null;
}

export async function findPublicOpenHouse(
  database: DB,
  code: string,
  assistantId?: number,
): Promise<(PublicOpenHouse & { id: number; assistantId: number; realtorUserId: number }) | null> {
  if (!OPEN_HOUSE_CODE.test(code)) return null;
  const row = await database
    .selectFrom('openHouses')
    .innerJoin('listings', 'listings.id', 'openHouses.listingId')
    .select([
      'openHouses.id',
      'openHouses.code',
      'openHouses.assistantId',
      'openHouses.realtorUserId',
      'openHouses.listingId',
      'listings.listingName',
      'openHouses.date',
      'openHouses.startTime',
      'openHouses.endTime',
      'openHouses.signinMode',
      'openHouses.contactField',
      'openHouses.ownQuestion',
      'openHouses.disclosureText',
    ])
    .where('openHouses.code', '=', code)
    .executeTakeFirst();
  if (!row || (assistantId !== undefined && row.assistantId !== assistantId)) return null;
  return row;
}
