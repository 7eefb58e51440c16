// The other names of a listing: the kind of property its documents describe ("the farm", "那套
//公寓", "the cottage"), beside its street, number and the words only its documents use (matched
// in resolveListing). A type word points at the listings whose documents use it.
import type { ListingKnowledge } from '../knowledge/items';
import { propertyTypeWords } from '../lang';

export interface PropertyType {
  /** The type as a visitor names it, in the six languages (lang/). */
  q: RegExp;
  /** What the listing's documents say when the listing is of that type. */
  doc: RegExp;
}

export const TYPE_WORDS: PropertyType[] = [
  {
    q: propertyTypeWords('condo'),
    doc: /\b(?:condo|condominium|apartment|strata lot|penthouse|loft|suite \d|copropri[eé]t[eé])/i,
  },
  {
    q: propertyTypeWords('townhouse'),
    doc: /\b(?:townhouse|townhome|town home|row ?house)/i,
  },
  {
    q: propertyTypeWords('duplex'),
    doc: /\b(?:duplex|semi-detached)/i,
  },
  {
    q: propertyTypeWords('plex'),
    doc: /\b(?:triplex|fourplex|four-plex|quadruplex|multiplex|rent roll|cap rate)\b/i,
  },
  {
    q: propertyTypeWords('farm'),
    doc: /\b(?:farm|acreage|ranch|hayfield|barn|agricultural)/i,
  },
  {
    q: propertyTypeWords('cottage'),
    doc: /\b(?:cottage|cabin|chalet|shoreline|waterfront|lakefront)\b/i,
  },
  {
    q: propertyTypeWords('presale'),
    doc: /\b(?:assignment|pre-?construction|pre-?sale|interim occupancy)\b/i,
  },
  {
    q: propertyTypeWords('bungalow'),
    doc: /\b(?:bungalow|rancher|storey and a half|character home|heritage)\b/i,
  },
  {
    q: propertyTypeWords('house'),
    doc: /\b(?:detached|single[- ]family|character home|family home|bungalow|rancher|(?<!open )house)\b/i,
  },
];

const cache = new WeakMap<ListingKnowledge, Map<PropertyType, boolean>>();
/** Whether the listing's documents describe it as of that type (read once per listing). */
export function isOfType(l: ListingKnowledge, t: PropertyType): boolean {
  let m = cache.get(l);
  if (!m) cache.set(l, (m = new Map()));
  let v = m.get(t);
  if (v === undefined) m.set(t, (v = l.items.some((i) => i.kind === 'passage' && t.doc.test(i.text))));
  return v;
}

/** Whether a word of a question names a property type ("bungalow", "farm"). */
export function isTypeWord(word: string): boolean {
  return TYPE_WORDS.some((t) => t.q.test(word));
}
