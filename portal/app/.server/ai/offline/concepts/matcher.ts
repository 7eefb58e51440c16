// The concept matcher: finds the concepts a text (question or document passage) names, through
// the terms of every concept record in `concepts/` in the six languages. The same matcher tags
// questions and passages, so a Korean question about 관리비 finds the English "Strata Fee" line.
import { normalize } from '../text/text';
import { CONCEPTS, LANGS } from './index';

interface Entry {
  term: string;
  concepts: string[];
  latin: boolean;
  prefix: boolean;
}

// Terms indexed by their first character, longest first: a scan tries only the terms that can
// start at each position (a single alternation regex over ~1,500 terms cost milliseconds per call).
let byFirst: Map<string, Entry[]> | undefined;

const isLatin = (s: string) => /^[\x20-\x7e\u00c0-\u024f]+$/.test(s);
const WORD = /[\p{L}\p{N}]/u;

function compile(): Map<string, Entry[]> {
  const entries = new Map<string, Entry>();
  for (const concept of CONCEPTS) {
    for (const lang of LANGS) {
      for (const raw of concept.terms[lang]) {
        let term = normalize(raw);
        const prefix = term.endsWith('*');
        if (prefix) term = term.slice(0, -1);
        if (!term) continue;
        const key = `${prefix ? '*' : ''}${term}`;
        const e = entries.get(key) ?? { term, concepts: [], latin: isLatin(term), prefix };
        if (!e.concepts.includes(concept.id)) e.concepts.push(concept.id);
        entries.set(key, e);
      }
    }
  }
  const map = new Map<string, Entry[]>();
  for (const e of entries.values()) {
    const first = e.term[0]!;
    const list = map.get(first) ?? [];
    list.push(e);
    map.set(first, list);
  }
  for (const list of map.values())
    list.sort((a, b) => b.term.length - a.term.length || Number(a.prefix) - Number(b.prefix));
  return map;
}

// Tags a term list cannot express: "on the 15th floor", "Floor 26 of 37".
const PATTERN_TAGS: Array<{ concept: string; re: RegExp }> = [
  {
    concept: 'floor_level',
    re: /\b\d{1,3}(?:st|nd|rd|th) (?:floor|storey)\b|\bfloor \d{1,3} of \d{1,3}\b|\b\d{1,3}(?:e|er|eme) etage\b|\d{1,3}(?:楼|樓|階|층)/g,
  },
];

export interface ConceptMatch {
  concept: string;
  term: string;
  index: number;
}

/** Every concept mentioned in a text (question or passage), in order of appearance. */
export function matchConcepts(text: string): ConceptMatch[] {
  byFirst ??= compile();
  const norm = normalize(text);
  const out: ConceptMatch[] = [];
  const n = norm.length;
  let i = 0;
  while (i < n) {
    const list = byFirst.get(norm[i]!);
    let advanced = false;
    if (list) {
      const wordStart = i === 0 || !WORD.test(norm[i - 1]!);
      for (const e of list) {
        if (e.latin && !wordStart) continue;
        if (!norm.startsWith(e.term, i)) continue;
        let end = i + e.term.length;
        if (e.latin) {
          if (e.prefix) {
            while (end < n && WORD.test(norm[end]!)) end++;
          } else {
            if (norm.startsWith('es', end) && (end + 2 >= n || !WORD.test(norm[end + 2]!))) end += 2;
            else if (norm[end] === 's' && (end + 1 >= n || !WORD.test(norm[end + 1]!))) end += 1;
            if (end < n && WORD.test(norm[end]!)) continue;
          }
        }
        for (const concept of e.concepts) out.push({ concept, term: norm.slice(i, end), index: i });
        i = end;
        advanced = true;
        break;
      }
    }
    if (!advanced) i++;
  }
  for (const p of PATTERN_TAGS)
    for (const m of norm.matchAll(p.re)) out.push({ concept: p.concept, term: m[0], index: m.index ?? 0 });
  return out;
}

export function conceptIds(text: string): Set<string> {
  return new Set(matchConcepts(text).map((m) => m.concept));
}
