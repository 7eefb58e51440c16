// The public face of an assistant for the chat: its contact card and listings. Only published
// assistants and listings are visible to visitors; nothing private (ids of the owner's files,
// insider notes) leaves the server here.
import type { DB } from '@db/connection';
import { db as appDb } from '../db.server';

export interface PublicListing {
  id: number;
  listingName: string;
  listingStatus: string;
}

export interface PublicAssistant {
  id: number;
  realtorUserId: number;
  assistantPathname: string;
  ohaName: string;
  /** The spec's display name: the part of ohaName before "'s". */
  displayName: string;
  agentName: string;
  agentFirstName: string;
  publicEmail: string;
  publicPhone: string;
  companyName: string | null;
  realtorWebsite: string | null;
  vectorStoreId: string | null;
  listings: PublicListing[];
}

export function displayNameOf(ohaName: string): string {
  const i = ohaName.indexOf("'s");
  return (i > 0 ? ohaName.slice(0, i) : ohaName).trim();
}

export async function loadPublicAssistant(pathname: string, database: DB = appDb()): Promise<PublicAssistant | null> {
  const a = await database
    .selectFrom('assistants')
    .innerJoin('users', 'users.id', 'assistants.realtorUserId')
    .select([
      'assistants.id',
      'assistants.realtorUserId',
      'assistants.assistantPathname',
      'assistants.ohaName',
      'assistants.publicEmail',
      'assistants.publicPhone',
      'assistants.companyName',
      'assistants.realtorWebsite',
      'assistants.vectorStoreId',
      'users.fName',
      'users.lName',
    ])
    .where('assistants.assistantPathname', '=', pathname)
    .where('assistants.published', '=', 1)
    .executeTakeFirst();
  if (!a) return null;
  const listings = await database
    .selectFrom('listings')
    .select(['id', 'listingName', 'listingStatus'])
    .where('assistantId', '=', a.id)
    .where('published', '=', 1)
    .orderBy('id')
    .execute();
  return {
    id: a.id,
    realtorUserId: a.realtorUserId,
    assistantPathname: a.assistantPathname,
    ohaName: a.ohaName,
    displayName: displayNameOf(a.ohaName),
    agentName: `${a.fName} ${a.lName}`.trim(),
    agentFirstName: a.fName,
    publicEmail: a.publicEmail,
    publicPhone: a.publicPhone,
    companyName: a.companyName,
    realtorWebsite: a.realtorWebsite,
    vectorStoreId: a.vectorStoreId,
    listings,
  };
}

/** What the chat client receives: no internal ids beyond the listing ids it filters with. */
export function toClientInfo(a: PublicAssistant) {
  return {
    pathname: a.assistantPathname,
    ohaName: a.ohaName,
    displayName: a.displayName,
    agentName: a.agentName,
    publicEmail: a.publicEmail,
    publicPhone: a.publicPhone,
    companyName: a.companyName ?? '',
    realtorWebsite: a.realtorWebsite ?? '',
    listings: a.listings,
  };
}
