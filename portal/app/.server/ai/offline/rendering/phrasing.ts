// How facts read: short sentences in the visitor's language from the concept records' names and
// templates (concepts/) and the language's conventions (lang/); quoted passages are cleaned and
// joined in passage-text.ts. Values quoted from the documents keep their characters: "$874,000" stays
// "$874,000" in every language (no localised digits, no spaces inside numbers), so a figure the
// visitor looks for is always there verbatim.
import { vocabularyLabel } from '../extraction/extract';
import { LANGUAGE } from '../lang';
import { CONCEPTS, CONCEPT_BY_ID, l6, type Lang, type Template } from '../concepts/vocabulary';
import { tidy } from './passage-text';
import { foreignLanguage, languageNote } from './quote';

export { asSentence, joinSentences, stripHeading, tidy } from './passage-text';

/** Concepts with a sentence template of their own (the others use the generic one). */
export const TEMPLATE_CONCEPTS = CONCEPTS.filter((c) => c.template).map((c) => c.id);

const GENERIC: Template = {
  text: l6(
    '{Name}{of} {is} {v}.',
    '{Name}{of} : {v}.',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}: {v}.',
  ),
};

/** Templates for a value that is already a sentence or a list ("Oakridge station is 850 m away."). */
// A value quoted in its own language: `{note}` names it.
const QUOTED: Template = {
  text: l6(
    '{Name}{of}{note}: {v}.',
    '{Name}{of}{note} : {v}.',
    '{of}{name}{note}：{v}。',
    '{of}{name}{note}：{v}。',
    '{of}{name}{note}：{v}。',
    '{of}{name}{note}: {v}.',
  ),
};

const QUOTE: Template = {
  text: l6(
    '{Name}{of}: {v}.',
    '{Name}{of} : {v}.',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}：{v}。',
    '{of}{name}: {v}.',
  ),
};

const INCLUDES: Template = {
  text: l6(
    '{TheName}{of} includes {v}.',
    '{Name}{of} (inclus) : {v}.',
    '{of}{name}包括：{v}。',
    '{of}{name}包括：{v}。',
    '{of}{name}に含まれるもの：{v}。',
    '{of}{name} 포함 항목: {v}.',
  ),
};

// English names of one thing ("The strata fee includes ..."), not of parts ("Windows").
const CONCEPT_NAME_SET = new Set(CONCEPTS.filter((c) => c.name && c.article !== false).map((c) => c.name!.en));

const BED_BATH = l6(
  '{home|The home} has {b} bedrooms and {ba} bathrooms.',
  '{home|La propriété} compte {b} chambres et {ba} salles de bain.',
  '{home|该房源}共有 {b} 间卧室、{ba} 间浴室。',
  '{home|此物件}共有 {b} 間臥室、{ba} 間浴室。',
  '寝室は{b}室、バスルームは{ba}か所です。',
  '침실 {b}개, 욕실 {ba}개입니다.',
);

/** "The home has 4 bedrooms and 3 bathrooms." when both counts are plain numbers. */
export function bedBathSentence(beds: string, baths: string, lang: Lang): string | null {
  if (!isBareNumber(beds) || !isBareNumber(baths)) return null;
  return BED_BATH[lang]
    .replace('{home|The home}', 'The home')
    .replace(/\{home\|([^}]*)\}/, '$1')
    .replace('{b}', beds)
    .replace('{ba}', baths);
}

// Labels that name a kind within the concept ("French immersion", "Bus", "Visitor parking") are
// kept next to the value; labels that just name the concept (a record's `plainLabel`: "School
// Catchment") are not. A value without the record's `valueShape` ("Full interior renovation" read
// as the floor area) is quoted with its label.
/** Whether a fact's label says more than its concept ("French immersion" under schools,
 * "Fireplaces" under heating): such labels are said with the value. Only list-like concepts name
 * kinds in their labels; a single-valued one ("Gross Taxes", "Interior") just names the concept. */
export function informativeLabel(concept: string, label: string, value = ''): boolean {
  const l = label.trim();
  if (!l) return false;
  const record = CONCEPT_BY_ID.get(concept);
  const shape = record?.valueShape;
  if (shape && value && !shape.test(value)) return true;
  const plain = record?.plainLabel;
  // Labels in other scripts ("地税", "管理費") name the concept in the document's language.
  if (!/[a-z]{3}/i.test(l)) return false;
  return !!plain && !plain.test(l);
}

export function conceptName(concept: string | null, label: string, lang: Lang): string {
  const names = (concept && CONCEPT_BY_ID.get(concept)?.name) || null;
  return names ? names[lang] : label.trim();
}

// ——— Values ———

const MONEY =
  /^(\$\s?\d[\d,]*(?:\.\d+)?|\d[\d\s,]*(?:[.,]\d+)?\s?\$)(?:\s*(?:\/\s*|per\s+|a\s+|par\s+)(month|mo|mois|year|yr|annum|an|année|annee)(?![\p{L}])\.?|\s+(monthly|annually|yearly|mensuels?|annuels?)\b)?\s*(.*)$/iu;
/** "$467.15 / month (2025)" as the visitor's language says it: "월 $467.15(2025년)". */
export function moneyValue(value: string, lang: Lang): string | null {
  // English answers quote the documents' own words ("$467.15 / month (2025)").
  if (lang === 'en') return null;
  const m = value.match(MONEY);
  if (!m) return null;
  const amount = m[1]!;
  const p = (m[2] ?? m[3] ?? '').toLowerCase();
  const period = /^(?:month|mo|monthly|mois|mensuels?)$/.test(p)
    ? 'month'
    : /^(?:year|yr|annum|annually|yearly|an|année|annee|annuels?)$/.test(p)
      ? 'year'
      : null;
  let rest = m[4]!.trim();
  const year = rest.match(/^\((?:for\s+)?((?:19|20)\d{2})\)$|^\/\s*((?:19|20)\d{2})$/i);
  if (year) rest = LANGUAGE[lang].yearNote((year[1] ?? year[2])!);
  else if (rest && !/^[,;]/.test(rest)) rest = ` ${rest}`;
  const head = period ? LANGUAGE[lang][period === 'month' ? 'perMonth' : 'perYear'].replace('{a}', amount) : amount;
  return `${head}${rest}`;
}

/** The part of a compound value for one concept: "Pets / Rentals" → "Pets allowed with restrictions". */
export function valueFor(concept: string | null, label: string, value: string): string {
  if (!concept || !/\//.test(label)) return value;
  const labels = label.split(/\s*\/\s*/);
  const parts = value.split(/\s*;\s*|\s+\/\s+/).filter(Boolean);
  if (labels.length < 2 || parts.length !== labels.length) return value;
  const i = labels.findIndex((l) => vocabularyLabel(l, true).includes(concept));
  return i >= 0 ? parts[i]! : value;
}

// Words that start a description rather than a name: lower-cased after "is" in English and French.
const COMMON_START =
  /^(?:none|yes|no|not|included|includes|heated|detached|attached|ductless|hydronic|natural|forced-air|radiant|engineered|private|covered|secured|underground|central|electric|gas|in-suite|shared|open|carport|one|two|three|four|five|single|double|full|partial|new|approx\.?|about|southeast|southwest|northeast|northwest|south|north|east|west|pets|rentals|allowed|permitted)\b/i;

function lowerStart(value: string): string {
  const first = value.match(/^[A-Z][a-z]+(?:-[a-z]+)?/);
  if (!first) return value;
  const after = value.slice(first[0].length);
  if (COMMON_START.test(value) || /^,? [a-z]/.test(after)) return value[0]!.toLowerCase() + value.slice(1);
  return value;
}

// The words a sentence puts before an amount ("asking price of", "property taxes are"); only these
// are left out ("Offers over $1.2M" keeps its words).
const LEAD_IN =
  /^(?:(?:the\s+)?(?:asking\s+price|list(?:ing)?\s+price|price|asking|listed|offered|priced|prix\s+demand[ée]|prix\s+de\s+vente|prix|(?:annual\s+|gross\s+|property\s+|realty\s+)*tax(?:es)?|(?:monthly\s+)?(?:strata|maintenance|hoa|condo|monthly)\s+(?:fees?|dues))\s*(?:\b(?:at|of|is|are|were|for)\b|:)?\s*)(?=\$\s?\d|\d[\d,. ]*\s?\$|\d{1,3}(?:,\d{3})+)/i;

const isBareNumber = (v: string) => /^\d+(?:\.\d+)?$/.test(v) && v !== '1';
// A value that says something in its own words ("... is 850 m away; #17 Oak bus stops in front").
const isSentence = (v: string) =>
  /\b(?:is|are|was|were|has|have|stops|runs|must|may)\b/.test(v) && v.split(/\s+/).length > 6;

function fillTemplate(
  template: string,
  vars: { v: string; of: string | null; name: string; lang: Lang; plural: boolean },
): string {
  return template.replace(/\{(\w+)(?:\|([^}]*))?\}/g, (_, key: string, def: string | undefined) => {
    switch (key) {
      case 'v':
        return vars.v;
      case 'of':
        return vars.of ? LANGUAGE[vars.lang].ofListing(vars.of) : (def ?? '');
      case 'home':
        return vars.of ?? def ?? '';
      case 'name':
        return vars.name;
      case 'Name':
        return vars.name ? vars.name[0]!.toUpperCase() + vars.name.slice(1) : '';
      case 'TheName':
        // "The strata fee includes ...": English names of one thing take the article.
        return vars.lang === 'en' && !vars.plural && CONCEPT_NAME_SET.has(vars.name)
          ? `The ${vars.name.toLowerCase()}`
          : vars.name
            ? vars.name[0]!.toUpperCase() + vars.name.slice(1)
            : '';
      case 'is':
        return vars.plural ? 'are' : 'is';
      default:
        return '';
    }
  });
}

export interface FactLike {
  concept: string | null;
  label: string;
  text: string;
}

/**
 * One fact as a short sentence in the visitor's language ("The asking price is $874,000.",
 * "관리비는 월 $538.40입니다."). `listing` names the listing when several are in scope.
 */
export function factSentence(f: FactLike, lang: Lang, listing: string | null = null): string {
  const concept = f.concept ?? '';
  // "... amenities)Strata plan BCS2917": a neighbouring label glued on by the PDF layout.
  const raw = valueFor(f.concept, f.label, f.text).replace(/(?:\)|\d)(?=[A-Z][a-z]{2,}).*$/, (m) => m[0]!);
  let v = tidy(raw).replace(/[.;,:。]+$/, '');
  // Facts read from prose keep their lead-in ("offered at $1,385,000", "built in 1912"): the
  // template says that part.
  if (/^(?:price|taxes|strata_fee)$/.test(concept)) v = v.replace(LEAD_IN, '');
  if (concept === 'year_built')
    v = v.replace(/^(?:built|constructed|completed|construite?)\s+(?:in\s+|en\s+)?(?=(?:19|20)\d{2})/i, '');
  const informative = informativeLabel(concept, f.label, v);
  const cjkLang = lang === 'zh-CN' || lang === 'zh-TW' || lang === 'ja';
  const name = informative
    ? lang === 'en'
      ? f.label.trim()
      : cjkLang
        ? `${conceptName(f.concept, f.label, lang)}（${f.label.trim()}）`
        : `${conceptName(f.concept, f.label, lang)} (${f.label.trim()})`
    : conceptName(f.concept, f.label, lang);
  let tpl: Template;
  const includes = v.match(/^(?:includes?|including|incl\.?)\s+(.+)$/i);
  if (includes) {
    v = includes[1]!;
    tpl = INCLUDES;
  } else if (informative || (isSentence(v) && !CONCEPT_BY_ID.get(concept)?.template?.num)) tpl = QUOTE;
  else tpl = CONCEPT_BY_ID.get(concept)?.template ?? GENERIC;
  let text = tpl.text[lang];
  // "3 bedrooms", "2 bed + den": a value that names its own unit is said as written (the visitor
  // may look for exactly those words).
  const counted = tpl.num ? /^\d+(?:\.\d+)?\s+(?:bed(?:room)?s?|bath(?:room)?s?)\b/i.test(v) : false;
  if (tpl.num && isBareNumber(v)) text = tpl.num[lang];
  else if (counted && lang === 'en') text = '{home|The home} has {v}.';
  else if (tpl.year && /^(?:19|20)\d{2}\b/.test(v)) text = tpl.year[lang];
  const money = moneyValue(v, lang);
  if (money) v = money;
  if (concept === 'year_built' && /^(?:19|20)\d{2}$/.test(v) && lang !== 'en' && lang !== 'fr')
    v += lang === 'ko' ? '년' : '年';
  // A value in words of another language than the visitor's ("每月 350 加元" in a French sentence,
  // "includes heat" in a Japanese one) is quoted as written, naming its language: a sentence of
  // one language never carries words of another.
  const foreign = foreignLanguage(v, lang);
  if (foreign) text = QUOTED.text[lang].replace('{note}', languageNote(lang, foreign));
  // After a colon the value starts like a sentence; after "is" a description reads on in lower
  // case ("is heated outdoor pool"), names keep their capitals.
  if (/[:：]\s?\{v\}/.test(text)) v = v.charAt(0).toUpperCase() + v.slice(1);
  else if (lang === 'en' || lang === 'fr') v = lowerStart(v);
  const plural = /s$/i.test(name) && !/ss$/i.test(name);
  return fillTemplate(text, { v, of: listing, name, lang, plural })
    .replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
