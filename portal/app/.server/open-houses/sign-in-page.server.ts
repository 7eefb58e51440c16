// What the chat page of an open-house link carries for the sign-in step: the open house's public
// settings and the sign-in texts of the six languages (so a language change is instant and the
// widget's bundle carries none of them).
import type { DB } from '@db/connection';
import { CATALOGS, type SigninTexts } from '@i18n/catalogs';
import { LANGUAGE_CODES, type Lang } from '@i18n/languages';
import { findPublicOpenHouse, type PublicOpenHouse } from './open-houses.server';

export type ClientOpenHouse = PublicOpenHouse & { texts: Record<Lang, SigninTexts> };

const TEXTS = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, CATALOGS[l].signin])) as Record<Lang, SigninTexts>;

/**
 * The open house of `code` when it belongs to this assistant (its id for the server, what the page
 * carries for the client); null otherwise (the plain chat shows).
 */
export async function openHouseForPage(
  database: DB,
  assistantId: number,
  code: unknown,
): Promise<{ id: number; page: ClientOpenHouse } | null> {
  if (typeof code !== 'string') return null;
  const oh = await findPublicOpenHouse(database, code, assistantId);
  if (!oh) return null;
  const page: ClientOpenHouse = {
    code: oh.code,
    listingId: oh.listingId,
    listingName: oh.listingName,
    date: oh.date,
    startTime: oh.startTime,
    endTime: oh.endTime,
    signinMode: oh.signinMode,
    contactField: oh.contactField,
    ownQuestion: oh.ownQuestion,
    disclosureText: oh.disclosureText,
    texts: TEXTS,
  };
  return { id: oh.id, page };
}
