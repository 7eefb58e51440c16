// Questions quoted in a seller report name nobody. A visitor's question may carry their name, a
// relative's or their agent's, an email address, a phone number or where they live; each is
// replaced by a bracketed word ("[name]", "[email]", "[phone]", "[address]"). Names are found two
// ways: the names we know (the visitor's, their agent's and brokerage, the listing agent's) and the
// phrases that introduce a name in the six languages ("my name is", "I'm", "Mrs.", "je m'appelle",
// "我叫", "…さん", "제 이름은", "…씨"). The listing's own address stays: the seller knows it. What
// the chat already masked when it stored the question (runs of *) reads "[removed]".
export interface AnonymiseOptions {
  /** Names to remove wherever they appear: whole names and their words of 3+ letters. */
  names?: readonly string[];
  /** An address that may stay (the listing's own). */
  keepAddress?: string | null;
}

const NAME = '[name]';
const EMAIL = '[email]';
const PHONE = '[phone]';
const ADDRESS = '[address]';
const REMOVED = '[removed]';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const isCjk = (s: string) => /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(s);

const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const URL_RE = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const MASKED_RE = /\*{3,}/g;
// Digits with phone separators only (no commas, no currency, no decimals): 7 to 15 digits.
const PHONE_RE = /(?<![\p{L}\p{N}$€£¥,.])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}%]|[.,]\d)/gu;

const STREET_WORDS =
  'street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|crescent|cres|place|pl|way|terrace|trail|parkway|pkwy|highway|hwy|circle|cir|square|close|mews|row|gardens|grove';
const ADDRESS_RES: RegExp[] = [
  // 45 Oak Street, 1203 West 7th Avenue, 12B Maple Cres. (unit numbers before or after)
  new RegExp(
    `\\b(?:(?:unit|apt|suite|#)\\s*\\d+[a-z]?\\s*[-,]?\\s*)?\\d{1,6}[a-z]?(?:\\s*-\\s*\\d{1,6})?\\s+(?:[\\p{L}\\d'.-]+\\s+){0,4}(?:${STREET_WORDS})\\b\\.?(?:\\s*,?\\s*(?:unit|apt|suite|#)\\s*\\d+[a-z]?)?`,
    'giu',
  ),
  // 12 rue des Lilas, 8 avenue du Parc, 3 boulevard Saint-Laurent
  /\b\d{1,5}(?:\s*(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|ch\.|place|allée|impasse|route|rang|quai|cours)\s+(?:(?:de|du|des|la|le|l'|d')\s*)?[\p{L}'-]+(?:[ -][\p{Lu}][\p{L}'-]*){0,3}/giu,
  // Chinese: 中山路123号, 信義路五段7號
  /(?:(?![在住于於到从從是的近])[\p{sc=Han}]){1,4}(?:路|街|道|巷|弄)(?:[\p{sc=Han}\d]{0,4}段)?\s*\d+\s*(?:号|號)(?:\s*\d+\s*(?:楼|樓|室))?/gu,
  // Japanese: 3丁目4番5号, 1-2-3 after a town name is too loose to catch safely
  /\d+\s*丁目\s*\d+\s*(?:番地?|-)\s*\d+\s*号?/gu,
  // Korean: 테헤란로 123, 역삼동 123-45번지
  /[가-힣]{1,10}(?:로|길)\s*\d+(?:-\d+)?(?:번길\s*\d+)?|[가-힣]{1,10}동\s*\d+(?:-\d+)?\s*번지/gu,
  // Canadian postal codes; a US ZIP only after a state code
  /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi,
  /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/g,
];

// A capitalised name of one to three words (checked in the callback: the pattern is caseless).
const CAP = "[\\p{L}][\\p{L}'’-]+(?:\\s+[\\p{L}][\\p{L}'’-]+){0,2}";
const INTRODUCED: RegExp[] = [
  new RegExp(
    `\\b(my name is|my name's|i am|i'm|i’m|this is|call me|ask for|speak to|speak with|talk to|contact|my (?:wife|husband|partner|son|daughter|mother|father|mom|dad|mum|brother|sister|friend|agent|realtor|broker|lawyer|lender|fianc[eé]e?)(?:,)?|mr\\.?|mrs\\.?|ms\\.?|miss|dr\\.?|mx\\.?|je m'appelle|je m’appelle|je suis|mon nom est|moi c'est|m\\.|mme|mlle|monsieur|madame|mon (?:mari|conjoint|fils|agent|courtier|notaire|ami|père|frère)|ma (?:femme|conjointe|fille|mère|sœur|soeur|amie|courtière))\\s+(${CAP})`,
    'giu',
  ),
];
// Words that follow "I'm", "this is" and the like without being a name.
const NOT_NAMES = new Set(
  (
    'a an the just also not very really interested looking wondering curious here from new moving buying selling ' +
    'planning thinking trying asking first working with in at on it for about back still currently only going ' +
    'intéressé intéressée ici nouveau nouvelle en à la le un une pas très'
  ).split(' '),
);

const HAN_NAME_RES: Array<[RegExp, number]> = [
  // 我叫王小明 / 我是王小明， / 我姓王 (the name ends at punctuation, a space or the end)
  [/(我(?:叫|是|姓)|我的名字是|名字叫)([\p{sc=Han}]{1,3})(?=[，,。.！!？?、\s]|$)/gu, 2],
  // 王先生 / 李女士 / 陈小姐 / 张太太
  [/([\p{sc=Han}]{1,2})(?=先生|女士|小姐|太太)/gu, 1],
  // 田中さん / 山田様 / タナカさん (not お客様, 皆さん)
  [/(?<![\p{sc=Hiragana}])([\p{sc=Han}\p{sc=Katakana}ー]{1,5})(?=さん|様|さま|氏)/gu, 1],
  // 私は田中です / 田中と申します
  [/(私は|わたしは)([\p{sc=Han}\p{sc=Katakana}ー]{1,5})(?=です|と申します)/gu, 2],
  [/([\p{sc=Han}\p{sc=Katakana}ー]{1,5})(?=と申します)/gu, 1],
  // 제 이름은 김민수 / 저는 김민수입니다 / 김민수 씨 / 김민수님
  [/(제 이름은|저는)\s*([가-힣]{2,4})(?=입니다|이에요|예요|[\s,.?!]|$)/gu, 2],
  [/([가-힣]{2,4})(?=\s?(?:씨|님))/gu, 1],
];
const NOT_CJK_NAMES = new Set([
  '客',
  'お客',
  '皆',
  'みな',
  '皆様',
  '고객',
  '선생',
  '사장',
  '중개사',
  '여러분',
  '손님',
  '부동산',
  '관리',
  '회사',
  '사모',
  '大家',
  '各位',
  '你',
  '您',
  '我',
  '他',
  '她',
  '一个',
  '一名',
  '首次',
  '这位',
  '那位',
  '本人',
]);

/** The text with names, contact details and people's addresses replaced (see the top of this file). */
export function anonymiseQuestion(text: string, opts: AnonymiseOptions = {}): string {
  let out = text.replace(MASKED_RE, REMOVED);
  out = out.replace(EMAIL_RE, EMAIL).replace(URL_RE, '[link]');

  const keep = opts.keepAddress ? fold(opts.keepAddress) : '';
  for (const re of ADDRESS_RES) {
    out = out.replace(re, (m) => (keep && keep.includes(fold(m)) && fold(m).length > 3 ? m : ADDRESS));
  }
  out = out.replace(PHONE_RE, (m) => {
    const digits = m.replace(/\D/g, '').length;
    // A bare run of digits is a phone number only at a phone's full length (1250000 is a price).
    const bare = /^\d+$/.test(m);
    return digits <= 15 && digits >= (bare ? 10 : 7) ? PHONE : m;
  });

  out = removeKnownNames(out, opts.names ?? []);
  for (const re of INTRODUCED) {
    out = out.replace(re, (m, cue: string, name: string) => {
      const words = name.split(/\s+/);
      // Only the capitalised words right after the cue are the name ("I'm Robin and ..." keeps "and").
      const taken: string[] = [];
      for (const w of words) {
        if (!/^\p{Lu}/u.test(w) || NOT_NAMES.has(w.toLowerCase())) break;
        taken.push(w);
      }
      if (!taken.length) return m;
      return `${cue} ${NAME}${name.slice(taken.join(' ').length)}`;
    });
  }
  for (const [re, group] of HAN_NAME_RES) {
    out = out.replace(re, (...args: unknown[]) => {
      const m = args[0] as string;
      const name = args[group] as string;
      if (NOT_CJK_NAMES.has(name)) return m;
      const at = m.lastIndexOf(name);
      return m.slice(0, at) + NAME + m.slice(at + name.length);
    });
  }
  return out
    .replace(/\[name\](?:\s*\[name\])+/g, NAME)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function removeKnownNames(text: string, names: readonly string[]): string {
  let out = text;
  const whole = names.map((n) => n.trim()).filter((n) => n.length >= 2);
  // Longest first, so "Robin Park" goes before "Robin".
  const parts = new Set<string>();
  for (const n of whole) {
    for (const w of n.split(/\s+/)) if (w.length >= 3 || (isCjk(w) && w.length >= 2)) parts.add(w);
  }
  const all = [...new Set([...whole, ...parts])].sort((a, b) => b.length - a.length);
  for (const n of all) {
    const body = escape(n).replace(/\s+/g, '\\s+');
    // Latin names as whole words, matched without regard to case when whole, capitalised when a part;
    // CJK names anywhere (no spaces between words).
    const re = isCjk(n)
      ? new RegExp(body, 'gu')
      : whole.includes(n)
        ? new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu')
        : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
    out = out.replace(re, NAME);
  }
  return out;
}
