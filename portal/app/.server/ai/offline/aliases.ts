// The other names of a listing: the kind of property its documents describe ("the farm", "那套
//公寓", "the cottage"), beside its street, number and the words only its documents use (matched
// in resolveListing). A type word points at the listings whose documents use it.
import type { ListingKnowledge } from './knowledge.server';

export interface PropertyType {
  /** The type as a visitor names it, in the six languages. */
  q: RegExp;
  /** What the listing's documents say when the listing is of that type. */
  doc: RegExp;
}

export const TYPE_WORDS: PropertyType[] = [
  {
    q: /\b(?:condo|condominium|apartment|apt|flat|penthouse|loft)s?\b|公寓|コンドミニアム|マンション|아파트|콘도|appartement|copropriete/i,
    doc: /\b(?:condo|condominium|apartment|strata lot|penthouse|loft|suite \d|copropri[eé]t[eé])/i,
  },
  {
    q: /\b(?:townhouse|townhome|town home|row ?house)s?\b|联排|聯排|タウンハウス|타운하우스|maison de ville/i,
    doc: /\b(?:townhouse|townhome|town home|row ?house)/i,
  },
  {
    q: /\b(?:duplex|half[- ]duplex|semi-detached)\b|双拼|雙拼|デュプレックス|듀플렉스|jumel/i,
    doc: /\b(?:duplex|semi-detached)/i,
  },
  {
    q: /\b(?:triplex|fourplex|four-plex|quadruplex|multiplex|multi-family|income property|investment property|rental building)\b|四联|四聯|多户|多戶|出租楼|出租樓|収益物件|一棟アパート|다가구|임대 건물/i,
    doc: /\b(?:triplex|fourplex|four-plex|quadruplex|multiplex|rent roll|cap rate)\b/i,
  },
  {
    q: /\b(?:farm|acreage|ranch|hobby farm|homestead)s?\b|农场|農場|牧场|牧場|農地|농장|ferme|fermette/i,
    doc: /\b(?:farm|acreage|ranch|hayfield|barn|agricultural)/i,
  },
  {
    q: /\b(?:cottage|cabin|chalet|lake ?house|lakefront|waterfront)s?\b|小木屋|湖边|湖邊|度假屋|コテージ|別荘|별장|오두막|chalet|maison de campagne/i,
    doc: /\b(?:cottage|cabin|chalet|shoreline|waterfront|lakefront)\b/i,
  },
  {
    q: /\b(?:pre-?construction|pre-?sale|assignment|new build)s?\b|楼花|樓花|期房|预售|預售|プレセール|분양권|vente sur plan/i,
    doc: /\b(?:assignment|pre-?construction|pre-?sale|interim occupancy)\b/i,
  },
  {
    q: /\b(?:bungalow|rancher|character home|heritage home)s?\b|平房|バンガロー|방갈로|plain-pied/i,
    doc: /\b(?:bungalow|rancher|storey and a half|character home|heritage)\b/i,
  },
  {
    q: /\b(?:detached house|single[- ]family|house)\b|独立屋|獨立屋|独栋|獨棟|一戸建て|一軒家|단독주택|maison unifamiliale/i,
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
