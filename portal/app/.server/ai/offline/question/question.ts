// What a question asks: its concepts (vocabulary), modifiers ("when", "how much", "who"), words
// and glossary terms, and whether a text holds the kind of value asked for.
import type { ChatTurn } from '../../provider.server';
import {
  COMPANY_RE,
  DATE_RE,
  DISTANCE_RE,
  MONEY_RE,
  TIME_RE,
  YEAR_RE,
  cjkBigrams,
  latinWords,
  normalize,
  stem,
} from '../text/text';
import { CONCEPTS, CONCEPT_BY_ID, matchConcepts } from '../concepts/vocabulary';
import type { TermGroup } from './expand';
import { LAST_TIME, NEXT_TIME, PARTICLES, TOTAL_LINE, type AnswerType } from '../lang';
import { VALUE_TYPES, answerTypes, asksTotal, holdsType } from './answer-type';

export const BY_COMPANY =
  /\bby\s+(?:[A-Z][\w&'-]*\s?){1,5}(?:Ltd|Inc|Co|Corp|LLC|Services|Construction|Roofing|Mechanical|Plumbing|Electric|Contracting|Pools|HVAC)\b/;

/** Words of the vocabulary: never used to tell listings apart. */
export const VOCAB_WORDS = new Set(
  CONCEPTS.flatMap((c) => [...c.terms.en, ...c.terms.fr]).flatMap((t) =>
    normalize(t)
      .replace(/\*/g, '')
      .split(/[\s/-]+/),
  ),
);
export const STREET_WORDS = new Set(
  'st street ave avenue rd road dr drive way blvd boulevard pkwy parkway cres crescent pl place ct court hwy highway lane ln terrace bc on ab qc ca canada unit suite apt w e n s west east north south ouest est nord sud'.split(
    ' ',
  ),
);

export const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export function questionText(turn: ChatTurn): string {
  for (let i = turn.input.length - 1; i >= 0; i--) {
    const item = turn.input[i]!;
    if (item.role !== 'user') continue;
    return item.content
      .map((c) => ('text' in c ? c.text : ''))
      .join(' ')
      .trim();
  }
  return '';
}

/** The visitor's earlier messages in the window, newest first (the current one excluded). */
export function earlierQuestions(turn: ChatTurn): string[] {
  const out: string[] = [];
  let skipped = false;
  for (let i = turn.input.length - 1; i >= 0; i--) {
    const item = turn.input[i]!;
    if (item.role !== 'user') continue;
    if (!skipped) {
      skipped = true;
      continue;
    }
    out.push(
      item.content
        .map((c) => ('text' in c ? c.text : ''))
        .join(' ')
        .trim(),
    );
  }
  return out;
}

// "Which one has a pool?", "compare the two": about every listing, never the last one discussed.

export interface QInfo {
  text: string;
  concepts: string[]; // subject concepts, most specific first
  modifiers: Set<string>;
  stems: Set<string>;
  numbers: Set<string>;
  /** Glossary terms of the question that no vocabulary concept names (see expand.ts). */
  groups: TermGroup[];
  /** Stems of those terms' English and French forms: which passages to look at. */
  termStems: Set<string>;
  /** Stems of the tokens the question writes as a code, an acronym or a proper name ("QVX-4",
   * "ALR", "BlueWave"): searched as written, they rank the few passages holding them first
   * (retrieval/passages.ts) and let such a passage answer (answering/answerability.ts). */
  written: Set<string>;
  /** The kinds of value the question asks for (answer-type.ts). */
  types: AnswerType[];
  /** The question asks for a total ("total rent", "總開支"), not one of its lines. */
  total: boolean;
}

const MEASURES = new Set(CONCEPTS.filter((c) => c.measure).map((c) => c.id));

export function analyse(question: string): QInfo {
  const matches = matchConcepts(question);
  const ids = [...new Set(matches.map((m) => m.concept))];
  const subjects = ids
    .filter((id) => CONCEPT_BY_ID.get(id)!.kind !== 'modifier')
    .sort((a, b) => CONCEPT_BY_ID.get(b)!.priority - CONCEPT_BY_ID.get(a)!.priority);
  const modifiers = new Set(ids.filter((id) => CONCEPT_BY_ID.get(id)!.kind === 'modifier'));
  // "How much" of a size, a count or a year is not an amount of money (면적이 얼마나 돼요?).
  if (subjects[0] && MEASURES.has(subjects[0])) modifiers.delete('cost');
  const words = latinWords(question).filter((w) => !STREET_WORDS.has(w));
  return {
    text: question,
    concepts: subjects,
    modifiers,
    // Character pairs of the question's CJK text count only where documents are written in those
    // languages; the vocabulary's own terms are left out (they already count as concepts).
    stems: new Set([...words.map(stem), ...cjkBigrams(stripTerms(question, matches))]),
    numbers: new Set(question.match(/\d{2,}/g) ?? []),
    groups: [],
    termStems: new Set(),
    // A vocabulary term ("CRF" of the reserve fund) is searched as its concept, in all its forms.
    written: new Set(
      [...writtenTokens(question)].filter((st) => !matches.some((m) => latinWords(m.term).map(stem).includes(st))),
    ),
    types: answerTypes(question),
    total: asksTotal(question),
  };
}

// A token written as a code (letters and digits: "QVX-4", "R2924418", "B1"), an acronym (two
// capitals or more: "ALR", "HOA") or a proper name inside the sentence ("BlueWave", "Hayward");
// in any language's question, since codes and names are written in Latin script everywhere.
const CODE =
  /(?<![\p{Script=Latin}\d])(?=[\p{Script=Latin}\d-]*\d)(?=[\p{Script=Latin}\d-]*\p{Script=Latin})[\p{Script=Latin}\d][\p{Script=Latin}\d-]*(?![\p{Script=Latin}\d])/gu;
const ACRONYM = /(?<![\p{Script=Latin}\d])\p{Lu}{2,}[\p{Lu}\d-]*(?![\p{Script=Latin}\d])/gu;
const PROPER = /(?<=[\p{Script=Latin}\d,;:)] +)\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)*(?![\p{Script=Latin}\d])/gu;

/** The stems of the tokens a question writes as a code, an acronym or a proper name. */
export function writtenTokens(question: string): Set<string> {
  const raw = [...(question.match(CODE) ?? []), ...(question.match(ACRONYM) ?? []), ...(question.match(PROPER) ?? [])];
  return new Set(
    raw
      .flatMap((t) => latinWords(t))
      .filter((w) => /[a-z]/.test(w) && !STREET_WORDS.has(w))
      .map(stem),
  );
}

/** The vocabulary's modifier that already stands for a kind of value. */
const MODIFIER_OF: Partial<Record<AnswerType, string>> = {
  amount: 'cost',
  date: 'when',
  count: 'how_many',
  duration: 'how_long',
  distance: 'how_far',
  name: 'who',
};

/** Whether an answer holds the kind of value the question asks for. */
export function answersKind(q: QInfo, text: string): boolean {
  if (
    (q.modifiers.has('when') || q.modifiers.has('due')) &&
    !(DATE_RE.test(text) || TIME_RE.test(text) || YEAR_RE.test(text))
  )
    return false;
  if (q.modifiers.has('cost') && !MONEY_RE.test(text) && !/\bnone\b|\bno\b|aucun|n\/a|included/i.test(text))
    return false;
  if (q.modifiers.has('who') && !(COMPANY_RE.test(text) || /\b[A-Z][a-z]+ [A-Z][a-z]+/.test(text))) return false;
  if (q.modifiers.has('how_far') && !DISTANCE_RE.test(text)) return false;
  if (q.modifiers.has('how_many') && !holdsType('count', text)) return false;
  const valueTypes = q.types.filter((t) => VALUE_TYPES.has(t));
  if (valueTypes.length && !valueTypes.some((t) => holdsType(t, text))) return false;
  return true;
}

function stripTerms(question: string, matches: Array<{ term: string }>): string {
  let q = normalize(question);
  for (const m of matches) q = q.replace(m.term, ' ');
  return q.replace(PARTICLES, ' ');
}

/**
 * The bonus depends only on the question's modifiers and answer types and on the passage's text, so
 * it is remembered per question shape: a listing of thousands of passages runs these expressions
 * over each candidate once, not on every answer.
 */
const bonusMemo = new Map<string, Map<string, number>>();
const BONUS_MEMO_LIMIT = 200_000;
let bonusMemoSize = 0;

export function modifierBonus(q: QInfo, text: string): number {
  const shape = `${[...q.modifiers].sort().join(',')}|${q.types.join(',')}|${q.total ? 't' : ''}`;
  let byText = bonusMemo.get(shape);
  if (!byText) bonusMemo.set(shape, (byText = new Map()));
  const known = byText.get(text);
  if (known !== undefined) return known;
  if (bonusMemoSize >= BONUS_MEMO_LIMIT) {
    bonusMemo.clear();
    bonusMemoSize = 0;
    bonusMemo.set(shape, byText);
    byText.clear();
  }
  const b = computeModifierBonus(q, text);
  byText.set(text, b);
  bonusMemoSize++;
  return b;
}

function computeModifierBonus(q: QInfo, text: string): number {
  let b = 0;
  if (q.modifiers.has('when') && (DATE_RE.test(text) || TIME_RE.test(text))) b += 1.5;
  if (q.modifiers.has('cost') && MONEY_RE.test(text)) b += 1.5;
  if (q.modifiers.has('how_far') && DISTANCE_RE.test(text)) b += 1.5;
  if (q.modifiers.has('who') && COMPANY_RE.test(text)) b += 1.5;
  if (q.modifiers.has('who') && BY_COMPANY.test(text)) b += 1;
  if (q.modifiers.has('how_long') && /\b\d+\s*(?:weeks?|months?|days?|years?)\b/i.test(text)) b += 1.5;
  if (q.modifiers.has('balance') && /balance|solde/i.test(text)) b += 2;
  if (q.modifiers.has('maintenance') && /mainten|service/i.test(text)) b += 1;
  if (
    q.modifiers.has('how_many') &&
    /\b(?:\d+|one|two|three|four|five|six|maximum|max|up to|no more than)\b/i.test(text)
  )
    b += 1;
  if (
    q.modifiers.has('permission') &&
    /\b(?:prohibited|not permitted|permitted|allowed|not allowed|must|may not|may be|may keep|only|no (?:\w+ ){0,3}(?:may|is permitted|allowed))\b/i.test(
      text,
    )
  )
    b += 1.5;
  if (
    q.modifiers.has('due') &&
    /\bdue\b|payable|deadline|on or before|no later than|\bnext\b|prochain|upcoming|下次|次回|다음/i.test(text)
  )
    b += 1.5;
  // "When is it next due?": the last time it was done is not the answer, unless the same text
  // says the next one ("last pumped 2024, next due 2027").
  if (q.modifiers.has('due') && LAST_TIME.test(text) && !NEXT_TIME.test(text)) b -= 1.5;
  if (q.modifiers.has('seller') && /seller|vendor|owner/i.test(text)) b += 1;
  // "The total rent": the line that sums, over each unit's own line.
  if (q.total && TOTAL_LINE.test(text)) b += 2;
  if (q.modifiers.has('buyer') && /buyer|purchaser/i.test(text)) b += 1;
  // The kinds of value the wording asks for where no modifier says it ("哪一年", "how deep").
  // A kind a modifier already weighs (a date for "when") counts once.
  if (
    b === 0 &&
    q.types.some((t) => VALUE_TYPES.has(t) && !q.modifiers.has(MODIFIER_OF[t] ?? '') && holdsType(t, text))
  )
    b += 1;
  return b;
}
