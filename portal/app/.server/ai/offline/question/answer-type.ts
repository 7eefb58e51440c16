// The kind of value a question asks for (an amount, a date, a year, a count, a duration, a
// distance, a size, a name, a yes or no, a list), told from its wording in the six languages, and
// whether a document's text holds a value of that kind. Used to pick, among passages and
// sentences about the right subject, the one that holds what is asked, and the clause inside it.
import { COMPANY_RE, DATE_RE, DISTANCE_RE, MONEY_RE, TIME_RE, YEAR_RE, normalize } from '../text/text';
import { LANGS, type Lang } from '../concepts/vocabulary';
import { ANSWER_TYPES, ASKS_TOTAL, LANGUAGE, type AnswerType } from '../lang';

/** How each language asks for each kind of value (lang/). Matched on the normalized question (lower
 * case, French accents folded), every language at once: a visitor may write in any of them. */
export const ASKS: Record<AnswerType, Record<Lang, RegExp>> = Object.fromEntries(
  ANSWER_TYPES.map((type) => [type, Object.fromEntries(LANGS.map((lang) => [lang, LANGUAGE[lang].asks[type]]))]),
) as Record<AnswerType, Record<Lang, RegExp>>;

const DURATION_RE =
  /\b\d+(?:[.,]\d+)?\s?(?:-\s?)?(?:years?|yrs?|months?|weeks?|days?|hours?|minutes?|mins?|ans|annees|mois|semaines|jours|heures)\b|\d+\s?(?:年間|ヶ月|か月|週間|日間|个月|個月|周|週|天|개월|주|일간|년간|分|분)/i;
const SIZE_RE =
  /\d+\s?['′]?(?:\s?-?\s?\d+\s?["″]?)?\s?[x×]\s?\d+|\d[\d,.]*\s?(?:sq\.?\s?ft|square feet|sf\b|ft²|m²|m2\b|sq\.? ?m\b|acres?\b|ha\b|hectares?|pi²|pieds carres|坪|平米|平方|㎡|평)|\b(?:sq\.?\s?ft\.?|sqft|square feet|sf)\s*:?\s*\d/i;
const DEPTH_RE = /\d+(?:[.,]\d+)?\s?(?:-\s?)?(?:ft|feet|foot|')\b|\d+(?:[.,]\d+)?\s?['′]/i;
// A count in figures, in English or French words, or in CJK numerals with a counter ("八條", "두 개").
const COUNT_RE =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|none|no|un|une|deux|trois|quatre|cinq)\b|[一二两兩三四五六七八九十][个個条條台間间套只隻棟栋戸户件つ]|(?:한|두|세|네|다섯) ?(?:개|대|채|칸)/i;
const NAME_RE = /\b[A-Z][a-z]+(?:\s+(?:&\s+)?[A-Z][\w'&-]+)+/;

/** Whether a document's text holds a value of the kind. Yes/no and lists have no value shape. */
export function holdsType(type: AnswerType, text: string): boolean {
  switch (type) {
    case 'amount':
      return MONEY_RE.test(text);
    case 'date':
      // A year or a month says when as well ("in 2019", "1er juillet", "2025年8月").
      return DATE_RE.test(text) || TIME_RE.test(text) || YEAR_RE.test(text) || /\d{1,2}\s?[月월]/.test(text);
    case 'year':
      return YEAR_RE.test(text) || /\b\d+\s?(?:years? old|ans)\b/i.test(text);
    case 'count':
      return COUNT_RE.test(text);
    case 'duration':
      return DURATION_RE.test(text);
    case 'distance':
      return DISTANCE_RE.test(text) || DEPTH_RE.test(text);
    case 'size':
      return SIZE_RE.test(text);
    case 'name':
      return COMPANY_RE.test(text) || NAME_RE.test(text);
    default:
      return false;
  }
}

/** Kinds whose value can be seen in a text (all but yes/no and list). */
export const VALUE_TYPES: ReadonlySet<AnswerType> = new Set(ANSWER_TYPES.filter((t) => t !== 'yesno' && t !== 'list'));

/** The kinds of value a question asks for, most specific first (a year before a date, a size or
 * a distance before an amount: "how much land" asks for a size). */
export function answerTypes(question: string): AnswerType[] {
  const q = normalize(question).trim();
  const out = ANSWER_TYPES.filter((type) => Object.values(ASKS[type]).some((re) => re.test(q)));
  // "When was it built?" asks for a year, not a day.
  if (out.includes('year') && out.includes('date')) out.splice(out.indexOf('date'), 1);
  // "How many years", "how long": a duration, not a count.
  if (out.includes('duration') && out.includes('count')) out.splice(out.indexOf('count'), 1);
  if ((out.includes('size') || out.includes('distance')) && out.includes('amount'))
    out.splice(out.indexOf('amount'), 1);
  return out;
}

/** The first place in a text where a value of one of the kinds sits, or -1. */
export function valueAt(types: readonly AnswerType[], text: string): number {
  for (const type of types) {
    const re = PATTERN[type];
    if (!re) continue;
    const m = re.exec(text);
    if (m) return m.index;
  }
  return -1;
}

const PATTERN: Partial<Record<AnswerType, RegExp>> = {
  amount: MONEY_RE,
  year: YEAR_RE,
  duration: DURATION_RE,
  size: SIZE_RE,
  distance: new RegExp(`${DISTANCE_RE.source}|${DEPTH_RE.source}`, 'i'),
  name: COMPANY_RE,
  date: DATE_RE,
};

/** "What is the total rent?", "一年的總開支", "총 임대 수입": the question asks for a total, not
 * one of its lines (the languages' forms: lang/). */
export function asksTotal(question: string): boolean {
  return ASKS_TOTAL.test(normalize(question));
}
