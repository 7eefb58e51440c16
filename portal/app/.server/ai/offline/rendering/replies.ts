// Replies that are not read from a question's facts: the handoff, the greeting and introduction of
// a listing, its status with the agent's notes, and the agent's card.
import { contactMarker } from '@widget/chat/contract';
import type { AnswerSource } from '../../provider.server';
import { MAX_ANSWER_CHARS, T, fill, shortName, statusName } from './compose';
import type { Item, ListingKnowledge } from '../knowledge/items';
import type { AgentInfo } from '../knowledge/statements.server';
import { charLength, clip } from '../text/text';
import { bedBathSentence, factSentence, joinSentences, tidy, valueFor } from './phrasing';
import { CONCEPTS, type Lang } from '../concepts/vocabulary';
import { type QInfo } from '../question/question';
import { scorePassage } from '../retrieval/passages';
import { AGENTS_NOTES, dedupeKey, sourceOf } from './render';
import { quoteLead } from './quote';

export function agentName(a: AgentInfo | null): string {
  return a ? `${a.fName} ${a.lName}`.trim() : '';
}

export function handoffText(
  lang: Lang,
  agent: AgentInfo | null,
  listing: ListingKnowledge | null,
  kind: 'notFound' | 'agentOnly',
): string {
  const name = agentName(agent) || 'the agent';
  const phone = agent?.phone || agent?.email || '';
  const listingLabel = listing ? shortName(listing.name) : T.theseListings[lang];
  const marker = contactMarker(listing?.name);
  const body = fill(T[kind][lang], { name, phone, listing: listingLabel });
  return `${clip(body, MAX_ANSWER_CHARS - charLength(marker) - 1)} ${marker}`;
}

export { GREETING, INTRO } from '../lang';

/** The facts a listing's introduction says, in order (the records' `introRank`). */
const INTRO_CONCEPTS = CONCEPTS.filter((c) => c.introRank)
  .sort((a, b) => a.introRank! - b.introRank!)
  .map((c) => c.id);

export function introText(l: ListingKnowledge, lang: Lang, budget: number): { text: string; sources: AnswerSource[] } {
  const pick = INTRO_CONCEPTS;
  const parts: string[] = [fill(T.status[lang], { listing: shortName(l.name), status: statusName(l.status, lang) })];
  const sources: AnswerSource[] = [];
  const shown: string[] = [];
  const first = (c: string) => l.facts.get(c)?.[0];
  const value = (f: Item) => valueFor(f.concept, f.label, f.text);
  const beds = first('bedrooms');
  const baths = first('bathrooms');
  const bedBath = beds && baths ? bedBathSentence(value(beds), value(baths), lang) : null;
  for (const c of pick) {
    const f = first(c);
    if (!f) continue;
    const v = clip(value(f), 60);
    // The same text under two labels ("Bedrooms / Bathrooms: 3 / 3" read twice) is said once.
    if (shown.includes(dedupeKey(v))) continue;
    let sentence = factSentence({ ...f, text: v }, lang);
    if (bedBath && c === 'bedrooms') sentence = bedBath;
    else if (bedBath && c === 'bathrooms') continue;
    if (charLength(joinSentences([...parts, sentence])) > budget - 40) break;
    parts.push(sentence);
    shown.push(dedupeKey(v));
    if (!sources.some((s) => s.fileName === f.fileName)) sources.push(sourceOf(f, l));
  }
  let text = joinSentences(parts);
  const desc = l.description;
  if (desc && charLength(text) + 40 < budget) {
    text = joinSentences([text, clip(tidy(desc.text), budget - charLength(text) - 1)]);
    if (!sources.some((s) => s.fileName === desc.fileName)) sources.push(sourceOf(desc, l));
  }
  return { text: clip(text, budget), sources };
}

export function statusText(
  l: ListingKnowledge,
  q: QInfo,
  lang: Lang,
  budget: number,
): { text: string; sources: AnswerSource[] } {
  let text = fill(T.status[lang], { listing: shortName(l.name), status: statusName(l.status, lang) });
  const sources: AnswerSource[] = [];
  const qq: QInfo = { ...q, concepts: ['status', 'sold', 'market_date', 'offers', 'subjects'] };
  const best = l.notes
    .map((item) => ({ item, score: scorePassage(item, qq, l) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);
  if (best.length) {
    const notes = best.map((b) => b.item.text.replace(/^(?:insider property info|listing status):\s*/i, '')).join(' ');
    const lead = quoteLead(T.fromNotes[lang], notes, lang);
    text = `${text} ${lead}${clip(notes, budget - charLength(text) - charLength(lead) - 1)}`;
    sources.push(sourceOf(best[0]!.item, l));
  } else sources.push({ fileName: AGENTS_NOTES, listingName: l.name });
  return { text, sources };
}

export function agentText(agent: AgentInfo | null, lang: Lang): string {
  if (!agent) return '';
  const company = agent.company ? fill(T.companyPart[lang], { company: agent.company }) : '';
  return fill(T.agentCard[lang], { name: agentName(agent), company, phone: agent.phone, email: agent.email });
}
export const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
