// Retrieval over the portal's FTS5 index (chunks_fts) for the offline engine, restricted to the
// listings in scope. One query per turn: the visitor's own words (stop words dropped, CJK runs as
// they are, so a Chinese question meets a Chinese document) plus the English and French terms of
// the concepts the vocabulary found in the question (so 管理费 or 管理費 meets "strata fee" in an
// English document). The hits do two jobs: they rank the concept-tagged passages that sit in the
// best chunks a little higher, and, when the listing's own table holds nothing for the question
// (a concept the vocabulary does not know, or a document with no tagged passages), the best
// sentence of a hit that clears a strict relevance bar is quoted instead of handing over.
import type { SearchHit } from '../../../ingest/search-index.server';
import { HEAD_KEY, type Item, type ListingKnowledge } from '../knowledge/items';
import { cjkBigrams, latinWords, normalize, sentences, squash, stem } from '../text/text';
import { CONCEPT_BY_ID, conceptIds } from '../concepts/vocabulary';
import { coverage, type Expansion, type TermGroup } from '../question/expand';
import { hanForms } from '../text/zh-fold';

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** The FTS query text of a question: its content words (segmented per language), the concepts'
 * English and French synonyms (the languages the documents are mostly written in), then the
 * glossary terms' forms in the documents' languages, then its Chinese words in the other script. */
export function ftsQueryText(question: string, concepts: readonly string[], expansion?: Expansion): string {
  const own = expansion ? expansion.words : [...latinWords(question), ...(normalize(question).match(CJK_RUN) ?? [])];
  // The index keeps each document's own script: a Chinese word is searched in the other one too,
  // last, so that the query's term cap never drops the words and synonyms as written.
  const otherScript = own.flatMap((w) => hanForms(w).slice(1));
  const parts: string[] = [];
  // A few synonyms per concept keep the query short (each OR term costs a posting-list scan).
  concepts.slice(0, 2).forEach((id, i) => {
    const c = CONCEPT_BY_ID.get(id);
    if (!c || c.kind === 'modifier' || c.kind === 'handoff') return;
    const words = new Set([...c.terms.en, ...c.terms.fr].flatMap((t) => latinWords(t.replace(/\*/g, ''))));
    parts.push(...[...words].slice(0, i === 0 ? 12 : 6));
  });
  return [...own, ...parts, ...otherScript].join(' ');
}

/** The passages of a place (file and page) whose head is in the chunk. A place of up to
 * PLACE_SCAN_MAX passages is tried passage by passage; a longer one (a long document without pages)
 * by what starts at each word (and each CJK character or sign) of the chunk, so the work follows
 * the chunk's length, not the document's. */
function passagesIn(l: ListingKnowledge, fileName: string, page: number | null, chunk: string): Item[] {
  const place = l.places.get(`${fileName}|${page ?? ''}`);
  if (!place) return [];
  if (!place.byHead) return place.items.filter((it) => it.probe && chunk.includes(it.probe));
  const out: Item[] = [];
  const at = (key: string, i: number) => {
    for (const it of place.byHead!.get(key) ?? []) if (chunk.startsWith(it.probe, i)) out.push(it);
  };
  for (let i = 0; i < chunk.length; i++) {
    if (chunk[i] === ' ' || (i > 0 && LATIN_WORD.test(chunk[i - 1]!) && LATIN_WORD.test(chunk[i]!))) continue;
    at(chunk.slice(i, i + HEAD_KEY), i);
    for (const n of place.shortHeads) if (i + n <= chunk.length) at(chunk.slice(i, i + n), i);
  }
  return out;
}
const LATIN_WORD = /[a-z0-9]/;

/** The rank (0 = best) of the best hit chunk each tagged passage sits in. */
export function rankPassages(hits: readonly SearchHit[], listings: readonly ListingKnowledge[]): Map<Item, number> {
  const out = new Map<Item, number>();
  hits.forEach((h, rank) => {
    const l = listings.find((x) => x.id === h.listingId);
    if (!l) return;
    for (const it of passagesIn(l, h.fileName, h.page, squash(h.text))) if (!out.has(it)) out.set(it, rank);
  });
  return out;
}

export interface FtsPassage {
  hit: SearchHit;
  listing: ListingKnowledge;
  text: string;
  score: number;
}

/**
 * The best sentence of the hits that is plainly about the question, or null. A sentence must
 * name the question's subject concept, or half of its glossary terms (in any language), or hold
 * at least two of its content words and half of them, or the one content word of a question
 * without a concept.
 * `stems` are the question's word stems and CJK pairs, without the listing's own name.
 */
export function bestSentence(
  hits: readonly SearchHit[],
  listings: readonly ListingKnowledge[],
  concepts: readonly string[],
  stems: ReadonlySet<string>,
  accept: (text: string) => boolean,
  groups: readonly TermGroup[] = [],
  bonus: (text: string) => number = () => 0,
): FtsPassage | null {
  const primary = concepts[0];
  let best: FtsPassage | null = null;
  for (const [rank, h] of hits.entries()) {
    const l = listings.find((x) => x.id === h.listingId);
    if (!l) continue;
    const own = [...stems].filter((st) => !l.nameStems.has(st));
    for (const sentence of sentences(h.text)) {
      if (sentence.length < 15 || sentence.length > 400) continue;
      // A form's question ("Are you aware of any flooding?") says nothing; its answer does.
      if (/[?？]\s*$/.test(sentence)) continue;
      const tags = conceptIds(sentence);
      const words = new Set([...latinWords(sentence).map(stem), ...cjkBigrams(sentence)]);
      const covered = own.filter((st) => words.has(st)).length;
      const onSubject = primary !== undefined && tags.has(primary);
      // Glossary terms of the question named in the sentence, in any language: half of them at
      // least, so that "septic tank pumped" is not met by a sentence about any tank.
      const terms = coverage(groups, sentence);
      const onTerms = terms >= 1 && terms >= groups.length * 0.5;
      // A question of one word the vocabulary does not know ("is there a fence?") may rest on
      // that word when it is a real Latin word; CJK pairs ("あり" of ありますか) never alone.
      const single = !concepts.length && own.length === 1 && covered === 1 && /^[a-z]{4,}$/.test(own[0]!);
      const lexical = (covered >= 2 && covered >= own.length * 0.5) || single;
      if (!onSubject && !lexical && !onTerms) continue;
      if (!accept(sentence)) continue;
      const score =
        (onSubject ? 3 : 0) +
        concepts.slice(1).filter((c) => tags.has(c)).length +
        covered +
        2 * terms +
        (rank === 0 ? 0.5 : 0) +
        (/\d/.test(sentence) ? 0.25 : 0) +
        bonus(sentence);
      if (!best || score > best.score) best = { hit: h, listing: l, text: sentence, score };
    }
  }
  return best;
}
