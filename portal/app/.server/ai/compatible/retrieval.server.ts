// Our own retrieval for a chat model that has no tools: what the offline engine knows about the
// listings in the visitor's filter, cut to a token budget. This is the one file of the compatible
// provider that reaches into the offline engine (its listing scope, extracted facts, vocabulary and
// FTS5 query), so a change there is absorbed here.
//
// The FTS5 query is the question's words, the vocabulary's synonyms (ftsQueryText) and the
// glossary's English and French forms of the terms the question names in the visitor's language,
// so "サンプポンプ" meets "sump pump" in an English inspection report.
//
// Order of what goes in, while the budget lasts: the facts of the question's concepts, the best
// FTS5 passages (the question's words plus the vocabulary's synonyms in English and French), then
// each listing's headline facts (price, size, rooms) for questions of a general kind.
import { toLang, type Lang } from '@i18n/languages';
import type { ChatTurn } from '../provider.server';
import { opened } from '../../db.server';
import { searchChunksSync, type SearchHit } from '../../ingest/search-index.server';
import { ftsQueryText } from '../offline/fts.server';
import { loadListings, scopeListingIds, type Item, type ListingKnowledge } from '../offline/knowledge.server';
import { getGlossary } from '../offline/glossary/glossary';
import { CONCEPT_BY_ID, matchConcepts } from '../offline/vocabulary';

export const AGENTS_NOTES = "agent's notes";
/** Chunks asked of FTS5 per search; more than fit a small budget, so the budget decides. */
const HITS = 12;
/** A chunk is ~800 characters; a longer one is cut so one passage cannot take the whole budget. */
const MAX_PASSAGE_CHARS = 1200;
const HEADLINE = ['price', 'status', 'property_type', 'bedrooms', 'bathrooms', 'area', 'lot', 'year_built', 'taxes'];
const HEADLINE_PER_LISTING = 6;
/** Glossary terms of a question expanded, and forms added per term (each costs a posting-list scan). */
const GLOSSARY_TERMS = 4;
const DOCUMENT_LANGS: Lang[] = ['en', 'fr'];

export interface ContextSource {
  /** 1-based; the model cites it as [n]. */
  n: number;
  kind: 'fact' | 'passage';
  listingId: number;
  listingName: string;
  /** The file as the visitor sees it in the sources ("agent's notes" for the notes document). */
  fileName: string;
  page: number | null;
  text: string;
}

export interface RetrievedContext {
  listings: Array<{ id: number; name: string; status: string }>;
  sources: ContextSource[];
  /** Estimated tokens of the sources' text. */
  tokens: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** A tokenizer-free estimate: about 4 characters per token in Latin text, one per CJK character. */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

function textOf(item: ChatTurn['input'][number]): string {
  return item.content
    .map((c) => ('text' in c ? c.text : ''))
    .join(' ')
    .trim();
}

/** The visitor's messages in the window, newest first. */
function visitorMessages(turn: Pick<ChatTurn, 'input'>): string[] {
  return turn.input
    .filter((i) => i.role === 'user')
    .map(textOf)
    .filter(Boolean)
    .reverse();
}

function search(listings: ListingKnowledge[], text: string): SearchHit[] {
  if (!text.trim()) return [];
  try {
    return searchChunksSync(opened().sqlite, { listingIds: listings.map((l) => l.id), query: text, limit: HITS });
  } catch (e) {
    // An index being rebuilt must not cost the visitor an answer from the facts.
    console.error('compatible provider: FTS5 search failed', e);
    return [];
  }
}

/** The documents' words for the glossary terms of a question (read as the visitor's language and as English). */
export function glossaryExpansion(question: string, language: string): string[] {
  const glossary = getGlossary();
  const ids = new Set<string>();
  for (const lang of new Set<Lang>([toLang(language), 'en']))
    for (const m of glossary.find(question, lang)) ids.add(m.id);
  return [...ids]
    .slice(0, GLOSSARY_TERMS)
    .flatMap((id) => DOCUMENT_LANGS.flatMap((lang) => glossary.forms(id, lang).slice(0, 2)));
}

const subjects = (text: string) =>
  [...new Set(matchConcepts(text).map((m) => m.concept))].filter((id) => {
    const kind = CONCEPT_BY_ID.get(id)?.kind;
    return kind === 'fact' || kind === 'topic';
  });

/**
 * The numbered sources for this turn. A follow-up without a subject of its own ("and how much is
 * it?") borrows the concepts and words of the visitor's previous message.
 */
export function retrieveContext(
  turn: Pick<ChatTurn, 'assistantId' | 'filter' | 'input' | 'language'>,
  budgetTokens: number,
): RetrievedContext {
  const fileIds = turn.filter ? turn.filter.filters.map((f) => f.value) : null;
  const listings = loadListings(scopeListingIds(turn.assistantId, fileIds));
  const [question = '', previous = ''] = visitorMessages(turn);
  let concepts = subjects(question);
  let query = question;
  if (!concepts.length && previous) {
    concepts = subjects(previous);
    query = `${question} ${previous}`;
  }

  const out: ContextSource[] = [];
  let tokens = 0;
  const seen = new Set<string>();
  const add = (s: Omit<ContextSource, 'n'>): boolean => {
    const key = `${s.listingId}|${s.text}`;
    if (seen.has(key)) return true;
    const cost = estimateTokens(s.text) + 12; // the number, file and page line
    if (tokens + cost > budgetTokens) return false;
    seen.add(key);
    tokens += cost;
    out.push({ ...s, n: out.length + 1 });
    return true;
  };
  const fromItem = (item: Item, l: ListingKnowledge): Omit<ContextSource, 'n'> => ({
    kind: item.kind,
    listingId: l.id,
    listingName: l.name,
    fileName: item.isExtra ? AGENTS_NOTES : item.fileName,
    page: item.page,
    text: item.kind === 'fact' ? `${item.label}: ${item.text}` : item.text,
  });

  for (const concept of concepts)
    for (const l of listings) for (const f of l.facts.get(concept) ?? []) add(fromItem(f, l));

  const terms = [ftsQueryText(query, concepts), ...glossaryExpansion(query, turn.language)].join(' ');
  for (const h of search(listings, terms)) {
    const l = listings.find((x) => x.id === h.listingId);
    if (!l) continue;
    const text = h.text.length > MAX_PASSAGE_CHARS ? `${h.text.slice(0, MAX_PASSAGE_CHARS)}…` : h.text;
    add({
      kind: 'passage',
      listingId: l.id,
      listingName: l.name,
      fileName: h.isExtraInfo ? AGENTS_NOTES : h.fileName,
      page: h.page,
      text,
    });
  }

  for (const l of listings) {
    let n = 0;
    for (const concept of HEADLINE) {
      const f = l.facts.get(concept)?.[0];
      if (!f || n >= HEADLINE_PER_LISTING) continue;
      if (add(fromItem(f, l))) n++;
    }
  }

  return { listings: listings.map((l) => ({ id: l.id, name: l.name, status: l.status })), sources: out, tokens };
}
