// The offline answer engine: short answers from a listing's documents and the agent's notes, in
// the visitor's language, without any network. Pipeline: what the turn reads (knowledge/source.server.ts:
// the agent, the session, the listings in scope) → the turn's context (answering/context.ts: what the
// question asks, which listing) → the ordered responders (answering/responders.ts: fair housing,
// listing pick, greeting or intro, saved answers, agent-only topics, status; then, after the turn's
// one search of the index, facts and tagged passages, the long tail, the handoff) → the
// contact-form offer. Only the two reads wait on the database; the rest reads nothing.
import crypto from 'node:crypto';
import { contactMarker, contactOfferAllowed, hasContactMarker } from '@widget/chat/contract';
import type { ChatTurn, ChatTurnResult } from '../provider.server';
import { MAX_ANSWER_CHARS, T, fill, toLang } from './rendering/compose';
import { isFairHousingQuestion } from './answering/fair-housing';
import { SEARCH_HITS, knowledgeSource, type KnowledgeSource } from './knowledge/source.server';
import { YEAR_RE, charLength, clip, normalize } from './text/text';
import { LANGS, type Lang } from './concepts/vocabulary';
import { TERMS, buildContext } from './answering/context';
import { analyse, questionText } from './question/question';
import { resolveListing } from './retrieval/listing-choice';
import { scorePassage } from './retrieval/passages';
import { GREETING } from './rendering/replies';
import { BEFORE_SEARCH, WITH_SEARCH, respondWith, searchFirst } from './answering/responders';
import { notFound } from './answering/responders-documents';
import { loadEnglishWords } from './question/english-words.server';

let warming = false;
/** Builds the glossary's index of each language in the background, one language per turn of the
 * event loop, so the first visitor question in a language does not wait for it. */
export function warmUp(): void {
  if (warming) return;
  warming = true;
  const langs: Lang[] = [...LANGS];
  void loadEnglishWords();
  const next = () => {
    const lang = langs.shift();
    if (!lang) return;
    TERMS.find('warm', lang);
    setImmediate(next).unref();
  };
  setImmediate(next).unref();
}

export async function answerTurn(turn: ChatTurn, source: KnowledgeSource = knowledgeSource()): Promise<ChatTurnResult> {
  const question = questionText(turn);
  const lang = toLang(turn.language);
  const { agent, history, listings } = await source.turnData(turn);
  // The spec's contact-form suggestion (the chat contract's rule; a greeting is no property
  // question). The session's history is newest first and does not hold this question yet.
  const turns = history
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .reverse()
    .map((m) => ({ role: m.role as 'user' | 'assistant', text: m.content }));
  const offerNow =
    contactOfferAllowed(
      [...turns, { role: 'user', text: question }],
      (text) => !GREETING.test(normalize(text).trim()),
    ) && !isFairHousingQuestion(question);
  const offer = agent ? fill(T.contactOffer[lang], { first: agent.fName }) : '';
  const reserve = offerNow ? charLength(offer) + 40 : 0;
  // The spelling correction of English questions needs the dictionary (read once, while warming up).
  if (lang === 'en') await loadEnglishWords();
  const ctx = buildContext(turn, question, lang, agent, MAX_ANSWER_CHARS - reserve, listings);
  const search = async () => {
    ctx.hits ??= await source.search(
      ctx.targets.map((l) => l.id),
      ctx.ftsQuery,
      SEARCH_HITS,
    );
  };
  if (searchFirst(ctx)) await search();
  let draft = respondWith(BEFORE_SEARCH, ctx);
  if (!draft) {
    await search();
    draft = respondWith(WITH_SEARCH, ctx) ?? notFound(ctx)!;
  }
  let text = draft.text;
  if (offerNow && draft.property && !hasContactMarker(text)) {
    const marker = contactMarker(draft.listing?.name);
    const room = MAX_ANSWER_CHARS - charLength(offer) - charLength(marker) - 2;
    text = `${clip(text, room)} ${offer} ${marker}`;
  }
  return {
    id: `resp_${crypto.randomBytes(12).toString('hex')}`,
    outputText: text,
    model: 'offline',
    // No model runs offline: the log records zero tokens (and zero cost), real latency and searches.
    usage: { inputTokens: 0, cachedTokens: 0, outputTokens: 0 },
    numFileSearch: 1,
    numWebSearch: 0,
    functionCalls: 0,
    sources: draft.sources,
    // A handoff carries the contact marker in the draft itself; an offer is appended above.
    handedOver: hasContactMarker(draft.text),
  };
}

// Exposed for unit tests.
export const internals = { analyse, resolveListing, isFairHousingQuestion, scorePassage, YEAR_RE };
