// The labels that mark a concept's value in feature sheets and tables: every concept record's
// `labels` (concepts/), the combined labels of feature sheets ("Heating / Cooling"), and labels
// read through the vocabulary ("Realty Taxes"). A label's value must pass the record's checks.
import { CONCEPTS, CONCEPT_BY_ID, matchConcepts } from '../concepts/vocabulary';
import { normalize } from '../text/text';
import { FALSE_FRIENDS } from '../lang';

interface LabelDef {
  label: string;
  concepts: string[];
}

// Labels sorted longest first, so "Strata Fee" wins over "Fee" and "Lot Size" over "Lot".
const LABELS: LabelDef[] = (() => {
  const map = new Map<string, string[]>();
  for (const c of CONCEPTS) {
    for (const l of c.labels ?? []) {
      const key = l.toLowerCase();
      map.set(key, [...new Set([...(map.get(key) ?? []), c.id])]);
    }
  }
  // Combined labels of feature sheets.
  map.set('heating / cooling', ['heating', 'cooling']);
  map.set('heating / ac', ['heating', 'cooling']);
  map.set('heating/cooling', ['heating', 'cooling']);
  map.set('pets / rentals', ['pets', 'rentals']);
  map.set('pets/rentals', ['pets', 'rentals']);
  map.set('bedrooms / bathrooms', ['bedrooms', 'bathrooms']);
  map.set('beds / baths', ['bedrooms', 'bathrooms']);
  return [...map.entries()]
    .map(([label, concepts]) => ({ label, concepts }))
    .sort((a, b) => b.label.length - a.label.length);
})();

const labelAlt = LABELS.map((l) =>
  l.label
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s*\/\s*/g, '\\s*/\\s*')
    .replace(/ /g, '\\s+'),
).join('|');
// A label at a segment start (line start, after a tab, "·", "|", or 2+ spaces) or Title-Cased mid-line.
export const LABEL_RE = new RegExp(
  `(^|\\t|\\s{2,}|\\s[·|•]\\s?|[·|•]\\s?|(?<=[\\p{L}\\p{N})%.]) |(?<=\\d)(?=[A-Z]))(${labelAlt})(?:(?<=#)|(?![\\p{L}]))(?:\\s*\\([^)]{1,20}\\)(?=\\s*:))?( *:|\\s*\\.{2,}|\\t| [-–] |(?=\\s))?`,
  'giu',
);

export function labelConcepts(label: string): string[] {
  const key = label
    .toLowerCase()
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ');
  return LABELS.find((l) => l.label.replace(/\s*\/\s*/g, ' / ') === key)?.concepts ?? [];
}

export const labelStartRe = new RegExp(`^(?:${labelAlt})(?![\\p{L}])`, 'iu');
/** True when a line begins with a known feature-sheet label ("Parking 1 stall"). */
export function startsWithLabel(line: string): boolean {
  const t = line.trim();
  return /^[A-Z]/.test(t) && labelStartRe.test(t);
}

// What a value must look like for its label to be believed (a record's `valueCheck`: "Kitchen
// 12'8\" x 9'10\"" is a room size, not the appliances); "Taxes scolaires : 412 $" is a tax, not a
// school (`notAnAmount`).
export function plausible(concept: string, value: string): boolean {
  const record = CONCEPT_BY_ID.get(concept);
  if (record?.valueCheck && !record.valueCheck.test(value)) return false;
  if (record?.notAnAmount && /^[\d\s$,.()]+\$?\s*(?:\(\d{4}\))?$/.test(value)) return false;
  return true;
}

// Labels that are also ordinary words inside values ("Birchwood Elementary", "SkyTrain
// station"): they only count at the start of a line.
export const START_ONLY = new Set([
  'elementary',
  'secondary',
  'french immersion',
  'independent',
  'skytrain',
  'bus',
  'nearest station',
  'ev charging',
  'ev charger',
  'suite',
  'community',
  'nearby',
  'shopping',
  'parks',
  'type',
  'style',
  'size',
  'built',
  'age',
  'heat',
  'interior',
  'garage',
  'school',
  'kitchen',
  'tax',
  'price',
  'asking',
  'lot',
  'roof',
  'noise',
  'insurance',
  'water damage',
  'possession',
  'completion',
  'subjects',
  'furniture',
  'drainage',
  'services',
  'utilities',
  'floor',
  'units',
  'building',
  'included',
  'assessment',
  'kitchen & finishes',
  'inspection',
]);

/** Fact concepts a short label names through the vocabulary ("Realty Taxes", "Maint. Fees"). */
// Labels are read with the whole vocabulary except French words that mean something else in
// English: "Location: Amenity Room" is not a rentals fact.
export function vocabularyLabel(label: string, anyLanguage = false): string[] {
  const ids = matchConcepts(label)
    .filter((m) => anyLanguage || !FALSE_FRIENDS.has(m.term) || EN_TERMS.get(m.concept)!.has(m.term))
    .map((m) => m.concept);
  return [...new Set(ids)].filter((id) => CONCEPT_KIND.get(id) === 'fact');
}
const CONCEPT_KIND = new Map(CONCEPTS.map((c) => [c.id, c.kind]));
const EN_TERMS = new Map(CONCEPTS.map((c) => [c.id, new Set(c.terms.en.map((x) => normalize(x)))]));
