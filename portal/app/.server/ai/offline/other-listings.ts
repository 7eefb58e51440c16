// "Do you have anything else?", "다른 매물 있어요?": questions about the agent's other or coming
// listings, and the sentences of the insider notes that name another property (a similar home
// coming to market, other units for sale in the same building), in the six languages.
import type { Item, ListingKnowledge } from './knowledge.server';
import { normalize } from './text';

/** A question asking about other listings than the ones in the chat (matched on normalize()). */
const ASKS_OTHER =
  /\b(?:other|another|similar|more)\s+(?:listings?|units?|homes?|houses?|properties|condos?|townhouses?|places?)\b|\b(?:anything|something) (?:else|similar)\b|\bd'autres? (?:proprietes|maisons|inscriptions|condos|unites|logements)\b|\bautres? (?:proprietes|maisons|inscriptions|unites)\b|\bquelque chose de (?:similaire|semblable)\b|其他房源|别的房|別的房|其他单位|其他單位|类似的房|類似的房|还有别的|還有別的|其他物业|其他物業|他の物件|ほかの物件|似た物件|同じような物件|다른 매물|다른 집|비슷한 집|비슷한 매물|다른 물건/;

/** A sentence of the notes that names another property than the listing itself. */
const NAMES_OTHER =
  /\b(?:similar (?:home|house|unit|condo|property|townhouse)|another (?:home|house|listing|unit|property|condo|townhouse)|also ha(?:s|ve) an? (?:\w+ )?(?:home|house|listing|unit|property|condo|townhouse)|other units?|bringing (?:a|an|another)|coming to (?:the )?market)\b|另有|其他单位|其他單位|类似的|類似的|비슷한|다른 매물|autres? (?:propriete|maison|unite|logement)s?|(?:maison|propriete|unite) similaire|似た物件|別の物件/i;

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
    for (const item of l.items)
      if (item.kind === 'passage' && item.isExtra && NAMES_OTHER.test(normalize(item.text)) && out.length < max)
        out.push({ item, listing: l });
  return out;
}
