// Our own retrieval for a chat model that has no tools: what the offline engine knows about the
// listings in the visitor's filter, cut to a token budget. This is the one file of the compatible
// provider that reaches into the offline engine (its listing scope, extracted facts, vocabulary and
// search query), so a change there is absorbed here. It reads through the engine's knowledge
// source, so it runs on the database the app runs on: SQLite's FTS5 or PostgreSQL's tsvector search.
//
// The search query is the offline engine's: the question's content words segmented per language,
// the vocabulary's synonyms and the glossary's English and French forms of the terms the question
// names (expandQuestion), so "サンプポンプ" meets "sump pump" in an English inspection report.
//
// Order of what goes in, while the budget lasts: the agent's saved answers to this question (they
// outrank the files), the facts of the question's concepts, the best FTS5 passages, then each
// listing's headline facts (price, size, rooms) for questions of a general kind.
import { toLang } from '@i18n/languages';
import { AGENT_ANSWER_SOURCE, type AgentAnswerHint, type ChatTurn } from '../provider.server';
import type { SearchHit } from '../../ingest/search-index.server';
import { expandQuestion } from '../offline/question/expand';
import { ftsQueryText } from '../offline/retrieval/fts.server';
import { getGlossary } from '../offline/glossary/glossary';
import type { Item, ListingKnowledge } from '../offline/knowledge/items';
import { knowledgeSource } from '../offline/knowledge/source.server';
import { CONCEPT_BY_ID, matchConcepts } from '../offline/concepts/vocabulary';

export const AGENTS_NOTES = "agent's notes";
/** Chunks asked of the search index per search; more than fit a small budget, so the budget decides. */
const HITS = 12;
/** A chunk is ~800 characters; a longer one is cut so one passage cannot take the whole budget. */
const MAX_PASSAGE_CHARS = 1200;
const HEADLINE = ['price', 'status', 'property_type', 'bedrooms', 'bathrooms', 'area', 'lot', 'year_built', 'taxes'];
const HEADLINE_PER_LISTING = 6;

export interface ContextSource {
  /** 1-based; the model cites it as [n]. */
  n: number;
  kind: 'fact' | 'passage' | 'answer';
  /** null: an answer the agent saved for every listing. */
  listingId: number | null;
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

/** The best chunks (a search that fails, e.g. an index being rebuilt, finds none: the facts still answer). */
function search(listings: ListingKnowledge[], text: string): Promise<SearchHit[]> {
  return knowledgeSource().search(
    listings.map((l) => l.id),
    text,
    HITS,
  );
}

/** The agent's saved answers to this question that belong to a listing in scope (or to all). */
function answersInScope(
  hints: readonly AgentAnswerHint[] | undefined,
  listings: readonly ListingKnowledge[],
): Array<Omit<ContextSource, 'n'>> {
  return (hints ?? []).flatMap((h) => {
    const listing = h.listingId === null ? null : listings.find((l) => l.id === h.listingId);
    if (h.listingId !== null && !listing) return [];
    return [
      {
        kind: 'answer' as const,
        listingId: h.listingId,
        listingName: listing?.name ?? 'every listing',
        fileName: AGENT_ANSWER_SOURCE,
        page: null,
        text: `Question: ${h.question.replace(/\s+/g, ' ')}\nAgent's answer: ${h.answer.replace(/\s+/g, ' ')}`,
      },
    ];
  });
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
export async function retrieveContext(
  turn: Pick<ChatTurn, 'assistantId' | 'filter' | 'input' | 'language' | 'agentAnswers'>,
  budgetTokens: number,
): Promise<RetrievedContext> {
  const fileIds = turn.filter ? turn.filter.filters.map((f) => f.value) : null;
  const listings = await knowledgeSource().listingsInScope(turn.assistantId, fileIds);
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

  for (const a of answersInScope(turn.agentAnswers, listings)) add(a);

  for (const concept of concepts)
    for (const l of listings) for (const f of l.facts.get(concept) ?? []) add(fromItem(f, l));

  const expansion = expandQuestion(query, toLang(turn.language), getGlossary());
  for (const h of await search(listings, ftsQueryText(query, concepts, expansion))) {
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
