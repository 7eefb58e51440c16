// "Do you have anything else?", "다른 매물 있어요?": questions about the agent's other or coming
// listings, and the sentences of the insider notes that name another property (a similar home
// coming to market, other units for sale in the same building), in the six languages.
import type { Item, ListingKnowledge } from '../knowledge/items';
import { ASKS_OTHER_LISTINGS as ASKS_OTHER, NAMES_OTHER_LISTING as NAMES_OTHER } from '../lang';
import { normalize } from '../text/text';

export function asksOtherListings(question: string): boolean {
  return ASKS_OTHER.test(normalize(question));
}

/** The notes sentences about other properties, over the listings given (at most `max`). */
export function otherListingNotes(
  listings: readonly ListingKnowledge[],
  max = 2,
): Array<{ item: Item; listing: ListingKnowledge }> {
  const out: Array<{ item: Item; listing: ListingKnowledge }> = [];
  for (const l of listings)
    for (const item of l.notes)
      if (NAMES_OTHER.test(normalize(item.text)) && out.length < max) out.push({ item, listing: l });
  return out;
}
