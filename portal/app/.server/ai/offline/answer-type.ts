// The kind of value a question asks for (an amount, a date, a year, a count, a duration, a
// distance, a size, a name, a yes or no, a list), told from its wording in the six languages, and
// whether a document's text holds a value of that kind. Used to pick, among passages and
// sentences about the right subject, the one that holds what is asked, and the clause inside it.
import { COMPANY_RE, DATE_RE, DISTANCE_RE, MONEY_RE, TIME_RE, YEAR_RE, normalize } from './text';
import type { Lang } from './vocabulary';

export const ANSWER_TYPES = [
  'amount',
  'date',
  'year',
  'count',
  'duration',
  'distance',
  'size',
  'name',
  'yesno',
  'list',
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** How each language asks for each kind of value. Matched on the normalized question (lower
 * case, French accents folded), every language at once: a visitor may write in any of them. */
export const ASKS: Record<AnswerType, Record<Lang, RegExp>> = {
  amount: {
    en: /\bhow much\b|\bwhat (?:is|are) the (?:cost|fee|rent|charge)s?\b|\bwhat does [^?]{1,30} cost\b/,
    fr: /\bcombien (?:coute|coutent|paie|paye|faut-il payer|sont|est)\b|\bmontant\b|\ba combien s'elev/,
    'zh-CN': /多少钱|费用|金额|多少(?=[^？?]{0,4}(?:费|租|税|钱|价))|(?:费|租金|税)[^？?]{0,3}多少/,
    'zh-TW': /多少錢|費用|金額|多少(?=[^？?]{0,4}(?:費|租|稅|錢|價))|(?:費|租金|稅)[^？?]{0,3}多少/,
    ja: /いくら|金額|費用|料金/,
    ko: /얼마(?!나)|비용|금액|요금/,
  },
  date: {
    en: /\bwhen\b|\bwhat (?:date|day)\b|\bby when\b/,
    fr: /\bquand\b|\bquelle date\b|\bquel jour\b|\bpour quand\b/,
    'zh-CN': /什么时候|何时|哪天|几号|日期|几月/,
    'zh-TW': /什麼時候|何時|哪天|幾號|日期|幾月/,
    ja: /いつ|何日|何月|日付|日程/,
    ko: /언제|며칠|날짜|몇 ?월/,
  },
  year: {
    en: /\bwhat year\b|\bwhich year\b|\bhow old\b|\bwhat age\b|\bwhen was (?:it|the|this)\b[^?]{0,40}\b(?:built|installed|replaced|put in|done|renovated|updated|redone)\b/,
    fr: /\bquelle annee\b|\ben quelle annee\b|\bde quand date\b|\bquel age\b|\bdate de construction\b/,
    'zh-CN': /哪一年|哪年|几几年|年份|多少年|多旧|几年(?!前)/,
    'zh-TW': /哪一年|哪年|幾幾年|年份|多少年|多舊|幾年(?!前)/,
    ja: /何年|築年|いつ頃|年式/,
    ko: /몇 ?년|연도|년식|언제 지어/,
  },
  count: {
    en: /\bhow many\b|\bnumber of\b/,
    fr: /\bcombien de\b|\bnombre de\b/,
    'zh-CN': /几(?:个|口|间|户|辆|只|条|台|套|层|位|栋|棵|张)|多少(?:个|户|间|辆|套|层|位)/,
    'zh-TW': /幾(?:個|口|間|戶|輛|隻|條|台|套|層|位|棟|棵|張)|多少(?:個|戶|間|輛|套|層|位)/,
    ja: /何(?:個|台|戸|部屋|人|匹|本|軒|基|階|室|つ)|いくつ/,
    ko: /몇 ?(?:개|대|명|가구|세대|마리|곳|채|층|칸|실)/,
  },
  duration: {
    en: /\bhow long\b|\bhow many (?:years|months|weeks|days|hours)\b|\bduration\b/,
    fr: /\bcombien de temps\b|\bpendant combien\b|\bduree\b|\bcombien d'annees\b/,
    'zh-CN': /多久|多长时间|多长期|几个月|几周|几天/,
    'zh-TW': /多久|多長時間|多長期|幾個月|幾週|幾天/,
    ja: /どのくらいの期間|どれくらいかか|どのくらいかか|何年間|何ヶ月|何か月|何週間|期間/,
    ko: /얼마나 (?:걸|오래)|기간|몇 ?(?:개월|주|달)|몇 ?년 ?동안/,
  },
  distance: {
    en: /\bhow (?:far|close|deep|high|tall)\b|\bdistance\b|\bhow many (?:km|kilometres|miles|minutes|blocks)\b/,
    fr: /\ba quelle distance\b|\bloin\b|\bprofond|\bprofondeur\b|\bcombien de (?:km|minutes|metres)\b/,
    'zh-CN': /多远|多深|多高|距离|几分钟|多近/,
    'zh-TW': /多遠|多深|多高|距離|幾分鐘|多近/,
    ja: /どのくらい(?:遠|深|高)|距離|深さ|何分|何キロ|何メートル/,
    ko: /얼마나 (?:멀|깊|높)|거리|깊이|몇 ?분|몇 ?(?:킬로|미터)/,
  },
  size: {
    en: /\bhow (?:big|large|wide|long is|large is)\b|\bwhat size\b|\bsize of\b|\bdimensions?\b|\bsquare (?:feet|footage|metres)\b|\bsq ?ft\b/,
    fr: /\bquelle (?:taille|superficie|grandeur)\b|\bdimensions?\b|\bquelle est la taille\b|\bgrand(?:e)? (?:est|sont)\b/,
    'zh-CN': /多大|面积|尺寸|大小|几平|多少平/,
    'zh-TW': /多大|面積|尺寸|大小|幾坪|多少坪|幾平/,
    ja: /広さ|大きさ|サイズ|寸法|何平米|何坪|面積/,
    ko: /크기|면적|평수|사이즈|넓이|몇 ?평|얼마나 (?:넓|커|큰)/,
  },
  name: {
    en: /\bwho\b|\bwhich (?:company|contractor|firm|builder)\b|\bwhat (?:company|contractor|firm|builder)\b|\bby whom\b/,
    fr: /^(?:qui|par qui|a qui)\b|\bquelle (?:compagnie|entreprise|societe)\b|\bquel (?:entrepreneur|constructeur)\b/,
    'zh-CN': /谁|哪家|什么公司|哪个公司/,
    'zh-TW': /誰|哪家|什麼公司|哪個公司/,
    ja: /誰|どこの(?:会社|業者)|どの(?:会社|業者)/,
    ko: /누가|누구|어느 (?:회사|업체)|어떤 (?:회사|업체)/,
  },
  yesno: {
    en: /^(?:is|are|does|do|did|has|have|can|could|was|were|will|would|should|any)\b/,
    fr: /\best-ce que?\b|^(?:y a-t-il|a-t-il|a-t-elle|est-il|est-elle|peut-on|puis-je|sont-ils|ont-ils)\b|-t-(?:il|elle|on)\b/,
    'zh-CN': /吗[？?]?$|有没有|是不是|能不能|会不会|可不可以/,
    'zh-TW': /嗎[？?]?$|有沒有|是不是|能不能|會不會|可不可以/,
    ja: /(?:ありますか|ですか|ますか|ましたか|でしょうか)[？?]?$/,
    ko: /(?:있나요|있어요|없나요|인가요|되나요|했나요|있습니까|입니까|나요)[？?]?$/,
  },
  list: {
    en: /\bwhat (?:is|are|'s) (?:included|excluded)\b|\bwhat (?:comes|stays|goes) with\b|\bwhat does [^?]{1,40} include\b|\bwhich (?:items|appliances)\b/,
    fr: /\bqu'est-ce qui (?:est inclus|reste)\b|\bque comprend\b|\bqu'est-ce que comprend\b|\bquels sont les\b/,
    'zh-CN': /包括什么|包括哪些|包含哪些|包含什么|有哪些/,
    'zh-TW': /包括什麼|包括哪些|包含哪些|包含什麼|有哪些/,
    ja: /何が含まれ|含まれるもの|どんなもの|何が付いて/,
    ko: /뭐가 포함|무엇이 포함|어떤 것|뭐가 있|무엇이 있/,
  },
};

const DURATION_RE =
  /\b\d+(?:[.,]\d+)?\s?(?:-\s?)?(?:years?|yrs?|months?|weeks?|days?|hours?|ans|annees|mois|semaines|jours|heures)\b|\d+\s?(?:年間|ヶ月|か月|週間|日間|个月|個月|周|週|天|개월|주|일간|년간)/i;
const SIZE_RE =
  /\d+\s?['′]?(?:\s?-?\s?\d+\s?["″]?)?\s?[x×]\s?\d+|\d[\d,.]*\s?(?:sq\.?\s?ft|square feet|sf\b|ft²|m²|m2\b|sq\.? ?m\b|acres?\b|ha\b|hectares?|pi²|pieds carres|坪|平米|平方|㎡|평)/i;
const DEPTH_RE = /\d+(?:[.,]\d+)?\s?(?:-\s?)?(?:ft|feet|foot|')\b|\d+(?:[.,]\d+)?\s?['′]/i;
const COUNT_RE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|none|no|un|une|deux|trois|quatre|cinq)\b/i;
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
 * one of its lines. */
const ASKS_TOTAL =
  /\btotal\b|\baltogether\b|\bcombined\b|\bin all\b|\bau total\b|\ben tout\b|总|總|合计|合計|全部で|合わせて|총(?!각)|합계|모두 합/;
export function asksTotal(question: string): boolean {
  return ASKS_TOTAL.test(normalize(question));
}

/** A line that gives a total ("Total expenses $27,100", "合計", "총액"). */
export const TOTAL_LINE = /\btotal\b|\btotaux\b|\bsubtotal\b|合计|合計|总计|總計|总额|總額|합계|총액/i;
