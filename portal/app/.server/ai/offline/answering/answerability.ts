// Answerability: before a responder states a fact or quotes a passage, that fact or passage must
// cover what the question asks, or the engine hands over (with the contact form, so the question
// reaches the agent's Unanswered questions). A question asks for its content terms: the concepts
// it names, its glossary terms, and the words and numbers left once those and the grammar are
// taken out. Each term weighs by how rare it is in the documents of the listings in scope
// (inverse document frequency over the knowledge's indexes, built at ingestion and knowledge
// build: a look-up per term, no scan of passages on the answer path). A term no document uses
// weighs most: a question about the seller's dog is not answered by a passage about the seller.
// A passage answers when it covers the rarest term (in its own language: a concept by its tag,
// a glossary term by its form in any language, a word as written) and most of the weight, and
// holds a value of the kind asked for (a date for "when", an amount for "how much", ...).
import type { Item, ListingKnowledge } from '../knowledge/items';
import { cjkBigrams, latinWords, normalize, stem } from '../text/text';
import { foldHan } from '../text/zh-fold';
import { CONCEPT_BY_ID, conceptIds, matchConcepts } from '../concepts/vocabulary';
import { covers, type Expansion, type TermGroup } from '../question/expand';
import { contentWords } from '../question/segment';
import { STREET_WORDS, answersKind, type QInfo } from '../question/question';
import { VALUE_TYPES } from '../question/answer-type';
import { isTypeWord } from '../retrieval/aliases';
import { RARE_PASSAGES } from '../retrieval/passages';
import { ASKS_CHANGE, ASKS_PHONE, HOME_WORDS, SAYS_CHANGE } from '../lang';
import { textLanguage, type TextLang } from '../rendering/quote';
import type { Lang } from '../concepts/vocabulary';

/**
 * The share of the question's term weight a passage must cover. Measured on dev, dev2 and the
 * precision set (npm run oha -- eval, scoring version 2), with the other constants as they are:
 * dev 0.968 (precision 0.963), dev2 0.857 (0.931), precision set 0.915 handed over (with the
 * change, phone, table-cell and cross-script rules below; 0.860, 0.932 and 0.891 before them).
 */
export const COVER_MIN = 0.5;
/** The weight of a question's other concepts beside its subject (the scorer weighs them half too). */
export const SECONDARY = 0.5;
/**
 * The weight of a CJK question word (one no glossary term or concept carries into other languages)
 * in a Latin text it cannot be looked for in. Measured with npm run oha -- eval, score.mjs v2:
 * at 0 (left out) dev 0.968, dev2 0.863 (precision 0.923), precision set 0.864 handed over; at
 * 0.2 dev 0.968, dev2 0.860 (0.932), precision set 0.891; at 0.35 dev 0.947, dev2 0.847, 0.907.
 */
export const CROSS = 0.2;
/** The weight of a glossary term found at the place of a subject's vocabulary term. */
export const SUB = 0.5;

/** Words a visitor writes around a question that name nothing to look up (English and French;
 * text/text.ts drops the common function words already). */
const FILLER = new Set(
  // English: discourse, hedges, chat shorthand, light verbs, periods (a value's shape, not a subject).
  (
    'like really ever besides still right now currently exactly approximately approx roughly about usually typically ' +
    'average generally anything something need needs know tell info information details detail thing things ' +
    'stuff ok okay pls plz please u ur r rn bc cuz coz b4 w wat wats hw im id ive ya yeah yep hey guys honestly ' +
    'actually basically kind sort lot lots much many very pretty quite bit little go goes going gone went gonna ' +
    'get gets got getting make makes made look looking see seen saw say said says mention mentioned mentions come ' +
    'comes came give gives given gave else other others etc thanks wondering wonder curious question questions ' +
    'asking ask asked find found out one ones anyone someone would could should will shall may might must want ' +
    'wanted wants able there their theyre thats whats isnt arent doesnt dont didnt wasnt hasnt havent wont cant ' +
    'yet already soon also too either neither done doing use used using take takes took taken put puts heard hear ' +
    'hit happen happens happened fast quick quickly long far big large small new old good bad nice best space each every both all any ' +
    'per month months monthly year years yearly annual annually week weeks weekly day days daily ' +
    'total overall roughly today tonight tomorrow yesterday ago last first next weekend weekends ' +
    // French: function words, light verbs and their common forms, periods.
    'savoir dire connaitre exactement environ actuellement maintenant toujours encore deja vraiment chose choses ' +
    'info infos informations detail details svp merci bonjour aussi autre autres faire fait font avoir etre peut ' +
    'peuvent pouvez puis pourrait pourriez doit doivent devra devrait faut ca cela ceci quoi comment ou combien ' +
    'quand pourquoi beaucoup peu cet etc elle-meme lui meme tout tous toute toutes jusqu jusque depuis pendant ' +
    'avant apres entre chez sans sous vers ici alors donc mais si voudrais voudrait voudraient veut veulent ' +
    'aimerais aimeraient savez sait connait maison propriete logement endroit mois annee annees an ans semaine ' +
    'semaines jour jours par total grand grande gros grosse petit petite bon bonne nouveau nouvelle vieux ' +
    'faudra faudrait fois vont va allez reste restent rester meme memes avez avons ont quelque quelqu ete ' +
    'etait sera seront serait aura auront deja jamais encore plutot assez trop tres bien mal'
  ).split(' '),
);

/** CJK words around a question that name nothing to look up: hedges, "now", "please tell me". */
const CJK_FILLER = new Set(
  (
    '大概 大约 大約 约 約 左右 大致 一般 通常 现在 現在 目前 请问 請問 知道 告诉 告訴 一下 想问 想問 ' +
    'ぐらい くらい 大体 だいたい 今 現在 教えて 知りたい 대략 정도 대충 보통 혹시 지금 현재 알려 궁금'
  ).split(' '),
);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_ALL = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LATIN_ALL = /\p{Script=Latin}/gu;

/** Concepts that name the home or what goes with it rather than a subject of their own. */
const HOME_CONCEPTS = new Set(['building', 'property_type', 'strata_plan', 'inclusions']);

/** "那間", "這套", "该房": this one, that one. */
const DEMONSTRATIVE = /^[这這那哪该該此本][\p{Script=Han}]?$/u;

type UnitKind = 'concept' | 'term' | 'word' | 'number' | 'cjk' | 'place';

/** One thing the question asks for, with its weight (how rare it is in the documents). */
export interface Unit {
  kind: UnitKind;
  /** The concept id, glossary id, word stem, number or CJK word. */
  key: string;
  group?: TermGroup;
  /** The word as the question writes it. */
  raw?: string;

  /** A glossary term's English and French words: a text naming one of them ("gas" of "natural gas
   * heating") covers the term half. */
  words?: string[];
  /** Passages (and facts) of the listings in scope that hold it. */
  df: number;
  weight: number;
}

export interface Needs {
  units: Unit[];
  q: QInfo;
  /** The language the question's words are in (en, fr, zh, ja, ko). */
  lang: TextLang;
  /** Whether it asks how much a value changed ("how much did the taxes go up"): only a text that
   * says a change answers, not one that states the value. */
  change: boolean;
  /** Whether it asks for a phone number or an email address: only a text holding one answers. */
  phone: boolean;
  /** The kinds of value asked for, as tests (built on first use). */
  tests?: Array<(text: string) => boolean>;
}

/** What a passage, a fact or a sentence offers to the judgement. */
export interface Target {
  text: string;
  concepts: ReadonlySet<string>;
  stems: ReadonlySet<string>;
  /** Where a value of the kind asked must sit, when not anywhere in `text`: a table cell and the
   * cells after it (its value), not the cell before it, which is another row's value. */
  valueText?: string;
}

const sum = (ls: readonly ListingKnowledge[], key: string) =>
  ls.reduce((n, l) => n + (l.index.get(key)?.length ?? 0), 0);

/** How many passages hold a Latin term (every word of it) or a CJK term (every character pair):
 * the rarest of its words, read off the indexes. */
function formDf(ls: readonly ListingKnowledge[], form: string): number {
  const n = normalize(form);
  const keys = CJK.test(n) ? cjkBigrams(n) : latinWords(n).map(stem);
  if (!keys.length) return 0;
  return Math.min(...keys.map((k) => sum(ls, `s:${k}`)));
}

/** A stretch of the question (positions in its normalized form) that names a listing. */
export interface NameSpan {
  start: number;
  end: number;
}

/**
 * The terms a question asks for, weighted over the listings in scope. `listings` are all the
 * listings of the turn (their names and streets name a listing, not a subject). `names` are the
 * stretches of the question that name a listing (its address, a city, a nickname, also one that
 * several listings share: retrieval/listing-choice.ts): what they hold is not asked, unless the
 * question asks nothing else ("is there a park nearby?" of the listing on Park Ave).
 */
export function needsOf(
  question: string,
  lang: Lang,
  q: QInfo,
  expansion: Expansion,
  listings: readonly ListingKnowledge[],
  lookupForms: (id: string) => readonly string[],
  domainOf: (id: string) => string | undefined = () => undefined,
  groupOf: (id: string) => TermGroup | undefined = () => undefined,
  names: readonly NameSpan[] = [],
): Needs {
  if (names.length) {
    const rest = needsWithout(question, lang, q, expansion, listings, lookupForms, domainOf, groupOf, names);
    if (rest.units.length) return rest;
  }
  return needsWithout(question, lang, q, expansion, listings, lookupForms, domainOf, groupOf, []);
}

function needsWithout(
  question: string,
  lang: Lang,
  q: QInfo,
  expansion: Expansion,
  listings: readonly ListingKnowledge[],
  lookupForms: (id: string) => readonly string[],
  domainOf: (id: string) => string | undefined,
  groupOf: (id: string) => TermGroup | undefined,
  names: readonly NameSpan[],
): Needs {
  const inName = (start: number, end: number) => names.some((a) => a.start <= start && end <= a.end);
  const units: Unit[] = [];
  const total = Math.max(
    1,
    listings.reduce((n, l) => n + l.items.length, 0),
  );
  const add = (u: Omit<Unit, 'weight'>, factor = 1) => {
    if (units.some((x) => x.kind === u.kind && x.key === u.key)) return;
    const words = u.group && [
      ...new Set(
        lookupForms(u.key)
          .filter((f) => !CJK.test(f))
          .flatMap((f) => latinWords(f))
          .filter((w) => w.length >= 4 && !FILLER.has(w))
          .map(stem),
      ),
    ];
    units.push({ ...u, words, weight: factor * Math.log((total + 1) / (u.df + 1)) });
  };
  const normQ = normalize(question);
  const conceptSpans = matchConcepts(normQ);
  // A concept said only inside a listing's name ("the pool house") names the listing.
  const onlyNamed = (c: string) => {
    const at = conceptSpans.filter((m) => m.concept === c);
    return at.length > 0 && at.every((m) => inName(m.index, m.index + m.term.length));
  };
  const subjects = q.concepts.filter((c) => {
    const rec = CONCEPT_BY_ID.get(c);
    return rec && rec.kind !== 'modifier' && rec.kind !== 'handoff' && !onlyNamed(c);
  });
  const spansOf = (id: string) => expansion.spans.filter((sp) => sp.id === id);
  const groups = q.groups.filter((g) => {
    const at = spansOf(g.id);
    return !(at.length > 0 && at.every((sp) => inName(sp.start, sp.end)));
  });
  // A concept that only says the kind of value asked of another ("how big is the pool": a size,
  // not the home's floor area; "the furniture, at what price": an amount) is no subject of its own.
  // The same for the home itself ("this building", "the strata corporation") and for "included"
  // beside what is included ("is the boat included?": the boat).
  const asKind = (c: string) =>
    subjects.length + groups.length > 1 &&
    ((c === 'area' && q.types.includes('size')) ||
      (c === 'year_built' && q.types.includes('year')) ||
      (c === 'price' && (q.types.includes('amount') || q.modifiers.has('cost'))) ||
      HOME_CONCEPTS.has(c));
  // A glossary term at the place of a subject's vocabulary term ("ev charging", "party room")
  // names the subject more precisely than the concept's tag: it joins the judgement at half the
  // weight (SUB) when the documents use it. A concept no passage is tagged with, where such a term
  // is in the documents ("난방비", the heating cost, under the utility costs), is a tag the
  // extraction did not give: the glossary term judges alone.
  const glossDf = new Map<string, number>();
  const dfOf = (id: string) => {
    let df = glossDf.get(id);
    if (df === undefined) {
      const forms = lookupForms(id);
      glossDf.set(id, (df = forms.length ? Math.max(...forms.map((f) => formDf(listings, f))) : 0));
    }
    return df;
  };
  const claimed = new Set<string>();
  subjects
    .filter((c) => !asKind(c))
    .forEach((c, i) => {
      const factor = i === 0 ? 1 : SECONDARY;
      const here = conceptSpans.filter((m) => m.concept === c);
      const terms = expansion.spans.filter(
        (sp) =>
          domainOf(sp.id) !== 'places' &&
          !inName(sp.start, sp.end) &&
          !isTypeWord(lookupForms(sp.id)[0] ?? '') &&
          dfOf(sp.id) > 0 &&
          here.some((m) => sp.start < m.index + m.term.length && m.index < sp.end),
      );
      const df = sum(listings, `c:${c}`) + listings.reduce((n, l) => n + (l.facts.get(c)?.length ?? 0), 0);
      // A glossary term around the vocabulary's term ("過渡期入住費" around "入住") is what is
      // asked: the term weighs fully and the concept at half.
      const longer = terms.some((sp) =>
        here.some((m) => sp.start <= m.index && m.index + m.term.length <= sp.end && sp.end - sp.start > m.term.length),
      );
      // A concept no fact or passage holds weighs fully, a secondary one too: the documents never
      // name it ("is there a shed in the garden?" where no document names a shed).
      if (df > 0 || !terms.length) add({ kind: 'concept', key: c, df }, longer ? factor * SUB : df > 0 ? factor : 1);
      for (const sp of terms) {
        const g = expansion.groups.find((x) => x.id === sp.id) ?? groupOf(sp.id);
        if (!g || claimed.has(sp.id)) continue;
        claimed.add(sp.id);
        add(
          { kind: 'term', key: sp.id, group: g, df: dfOf(sp.id), raw: question.slice(sp.start, sp.end) },
          factor * (df > 0 && !longer ? SUB : 1),
        );
      }
    });
  // A glossary term where the vocabulary reads a modifier ("sellers", "owner": who is meant, not
  // what is asked) names no subject: "when would the sellers like to close?" asks the closing.
  const roles = conceptSpans.filter((m) => {
    const kind = CONCEPT_BY_ID.get(m.concept)?.kind;
    return kind === 'modifier' || kind === 'handoff';
  });
  const isRole = (id: string) => {
    const at = expansion.spans.filter((sp) => sp.id === id);
    return at.length > 0 && at.every((sp) => roles.some((m) => sp.start < m.index + m.term.length && m.index < sp.end));
  };
  for (const g of groups) {
    if (claimed.has(g.id) || isRole(g.id)) continue;
    claimed.add(g.id);
    add({ kind: 'term', key: g.id, group: g, df: dfOf(g.id) });
  }
  for (const sp of expansion.spans) {
    if (claimed.has(sp.id) || domainOf(sp.id) !== 'places' || inName(sp.start, sp.end)) continue;
    const g = expansion.groups.find((x) => x.id === sp.id) ?? groupOf(sp.id);
    if (!g) continue;
    // A place that names a listing in scope or its area says which listing is meant; a place no
    // document and no listing of the scope names is another listing's (or the agent's other area).
    const named = listings.some((l) => covers(g, l.name));
    if (dfOf(sp.id) === 0 && !named)
      add({ kind: 'place', key: sp.id, group: g, df: 0, raw: question.slice(sp.start, sp.end) });
  }
  // The words left: the question without its glossary terms (every span, places and kinds of
  // property included) and its vocabulary terms (modifiers included: "when", "how much").
  let rest = question;
  const blank = (start: number, end: number) => {
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  };
  for (const sp of expansion.spans) blank(sp.start, sp.end);
  for (const a of names) blank(a.start, a.end);
  let norm = normalize(rest);
  for (const m of matchConcepts(norm))
    norm = norm.slice(0, m.index) + ' '.repeat(m.term.length) + norm.slice(m.index + m.term.length);
  const named = (w: string) => listings.some((l) => l.nameStems.has(stem(w)));
  for (const raw of latinWords(norm)) {
    // French inversions: "sont-ils", "a-t-il" ask, they name nothing.
    const w = raw.replace(/-(?:t-)?(?:il|ils|elle|elles|on|je|tu|nous|vous|ce)$/, '');
    if (FILLER.has(w) || STREET_WORDS.has(w) || isTypeWord(w) || named(w)) continue;
    if (/^\d/.test(w)) {
      // A year, an amount or a count the question names; one digit says little.
      if (w.replace(/\D/g, '').length < 2) continue;
      add({ kind: 'number', key: w, df: sum(listings, `s:${w}`), raw: w });
      continue;
    }
    if (w.length < 3) continue;
    const st = stem(w);
    add({ kind: 'word', key: st, df: sum(listings, `s:${st}`), raw: w });
  }
  for (const w of contentWords(norm, lang)) {
    if (!CJK.test(w) || HOME_WORDS.has(w) || CJK_FILLER.has(w) || [...w].length < 2 || DEMONSTRATIVE.test(w)) continue;
    // "哪一个": which one (of the listings), not "one" of something.
    if (/^一[个個]$/.test(w) && /哪一[个個]/.test(norm)) continue;
    const keys = cjkBigrams(w);
    add({
      kind: 'cjk',
      key: foldHan(w),
      df: keys.length ? Math.min(...keys.map((k) => sum(listings, `s:${k}`))) : 0,
      raw: w,
    });
  }
  // A code, an acronym or a proper name the question writes and few passages hold ("QVX-4") is the
  // most specific thing it names: it weighs as much as all the rest, so the passage naming it
  // answers unless it misses the kind of value asked, and no passage without it does.
  const others = units.reduce((n, u) => n + u.weight, 0);
  for (const u of units)
    if (
      u.kind === 'word' &&
      q.written.has(u.key) &&
      !q.termStems.has(u.key) &&
      u.df > 0 &&
      u.df <= RARE_PASSAGES * listings.length
    )
      u.weight = Math.max(u.weight, others);
  const qLang = textLanguage(question) ?? (lang === 'zh-CN' || lang === 'zh-TW' ? 'zh' : lang);
  return { units, q, lang: qLang, change: ASKS_CHANGE.test(normQ), phone: ASKS_PHONE.test(normQ) };
}

/** The judgement of one target. */
export interface Verdict {
  ok: boolean;
  /** The share of the applicable weight the target covers. */
  share: number;
  /** Whether the rarest applicable term is covered. */
  rarest: boolean;
  /** Whether it holds a value of the kind asked for. */
  kind: boolean;
}

function script(text: string): { cjk: boolean; latin: boolean } {
  const cjk = text.match(CJK_ALL)?.length ?? 0;
  const latin = text.match(LATIN_ALL)?.length ?? 0;
  return { cjk: cjk > 0, latin: latin >= 3 * cjk || latin >= 20 };
}

/** How much of a term a target covers: 1, half (a word of a glossary term), or 0. */
function covered(u: Unit, t: Target, folded: () => string): number {
  switch (u.kind) {
    case 'concept':
      return t.concepts.has(u.key) ? 1 : 0;
    case 'term':
    case 'place':
      if (covers(u.group!, t.text)) return 1;
      return u.words?.some((w) => t.stems.has(w)) ? 0.5 : 0;
    case 'number':
      return t.stems.has(u.key) ? 1 : 0;
    case 'word':
      // Stems of one word's forms can part after their fourth letter ("emptied" and "emptying",
      // "selling" and "seller").
      return t.stems.has(u.key) || (u.key.length >= 4 && /^[a-z]{4}/.test(u.key) && prefixes(t).has(u.key.slice(0, 4)))
        ? 1
        : 0;
    case 'cjk':
      return folded().includes(u.key) ? 1 : 0;
  }
}

const prefixSets = new WeakMap<Target, Set<string>>();
/** The first four letters of a target's Latin stems. */
function prefixes(t: Target): Set<string> {
  let p = prefixSets.get(t);
  if (!p) {
    p = new Set([...t.stems].filter((st) => /^[a-z]{4}/.test(st)).map((st) => st.slice(0, 4)));
    prefixSets.set(t, p);
  }
  return p;
}

/** The kinds of value the question asks for, each as a test of a text; a text answers when it
 * holds one of them (a question may ask two things: "when, and who did it?"). The kinds its
 * language's wording asks for (lang/ `asks`) decide; the vocabulary's modifiers only when the
 * wording names none, since a modifier's term can sit inside another question ("who" of "did the"
 * in "how much did the furnace cost?"). */
function kindTests(q: QInfo): Array<(text: string) => boolean> {
  const one = (modifiers: string[], types: QInfo['types']) => (text: string) =>
    answersKind({ ...q, modifiers: new Set(modifiers), types }, text);
  const types = q.types.filter((t) => VALUE_TYPES.has(t));
  if (types.length) return types.map((t) => one([], [t]));
  // A question that names no kind at all ("what's the hydro bill like?") about a concept whose
  // value is an amount of money (the price, and the concepts marked `otherAmount`) asks for one.
  const subject = CONCEPT_BY_ID.get(q.concepts[0] ?? '');
  // A rate is such a concept's value too ("cap rate", "vacancy rate": a percentage).
  if (!q.types.length && subject && (subject.id === 'price' || subject.otherAmount))
    return [one(['cost'], []), (text) => PERCENT.test(text)];
  return [...q.modifiers].filter((m) => KIND_MODIFIERS.has(m)).map((m) => one([m], []));
}
/** A phone number (North American or international, with separators) or an email address. */
const PHONE_OR_EMAIL = /(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|[\w.+-]+@[\w-]+\.\w/;
const PERCENT = /\d\s?%/;
const KIND_MODIFIERS = new Set(['when', 'due', 'cost', 'who', 'how_far', 'how_many']);

/** Whether a target covers what the question asks (see the top of this file). */
export function judge(needs: Needs, t: Target): Verdict {
  const tests = (needs.tests ??= kindTests(needs.q));
  const vt = t.valueText ?? t.text;
  const kind =
    (!tests.length || tests.some((test) => test(vt))) &&
    (!needs.change || SAYS_CHANGE.test(vt)) &&
    (!needs.phone || PHONE_OR_EMAIL.test(vt));
  const sc = script(t.text);
  // The question's own words are judged only against a text in the question's language: a French
  // question's words are not an English text's, a Korean one's not a Chinese one's. The concepts
  // and glossary terms, which know every language, judge across languages.
  const tl = textLanguage(t.text);
  const otherLang = tl !== null && tl !== needs.lang;
  // A Latin word in a CJK question is written as the documents write it (a street, a brand, a
  // code): a Latin text is where it is looked for.
  const cjkQuestion = needs.lang === 'zh' || needs.lang === 'ja' || needs.lang === 'ko';
  let folded: string | undefined;
  const fold = () => (folded ??= foldHan(normalize(t.text)));
  let all = 0;
  let got = 0;
  let top: Unit | null = null;
  let topCovered = true;
  for (const u of needs.units) {
    const has = covered(u, t, fold);
    // A CJK word of the question that no glossary term or concept carries into another language
    // cannot be checked in a Latin text: it counts there at CROSS of its weight.
    const cross = has === 0 && u.kind === 'cjk' && !sc.cjk && sc.latin;
    const inapplicable =
      has === 0 &&
      !cross &&
      ((u.kind === 'cjk' && (!sc.cjk || otherLang)) ||
        ((u.kind === 'word' || u.kind === 'number') && !sc.latin) ||
        (u.kind === 'word' && otherLang && !(cjkQuestion && sc.latin)));
    if (inapplicable) continue;
    all += cross ? u.weight * CROSS : u.weight;
    got += u.weight * has;
    if (!top || u.weight > top.weight) {
      top = u;
      topCovered = has > 0;
    }
  }
  const share = all > 0 ? got / all : 1;
  // A year the question names is a value asked for: a text that gives another year ("the taxes for
  // 2025" of "$9,417 (2024)") answers another question.
  const years = needs.units.filter((u) => u.kind === 'number' && /^(?:19|20)\d{2}$/.test(u.key));
  const otherYear = years.length > 0 && !years.some((u) => t.stems.has(u.key)) && /\b(?:19|20)\d{2}\b/.test(t.text);
  const ok = kind && !otherYear && share >= COVER_MIN;
  return { ok, share, rarest: topCovered, kind };
}

/** A stored fact or passage as a target: its concepts (own and its heading's), its word stems. */
const targets = new WeakMap<Item, Target>();
export function itemTarget(item: Item): Target {
  let t = targets.get(item);
  if (t) return t;
  const text = item.kind === 'fact' ? `${item.label} ${item.text}` : `${item.window} ${item.context}`;
  // The extraction's tags, and the concepts the text names itself ("the strata corporation's
  // insurance deductible" names the strata beside the insurance it is tagged with).
  const concepts = new Set([...item.concepts, ...item.ctxConcepts, ...conceptIds(text)]);
  if (item.concept) concepts.add(item.concept);
  // A passage read with its neighbouring table cells: the value asked sits in its own cell or the
  // ones after it ("Parking · Detached garage"), not in the cell before ("3,086 sq ft · Parking").
  const at = item.kind === 'passage' ? item.window.indexOf(item.text) : -1;
  const valueText = at > 0 ? `${item.window.slice(at)} ${item.context}` : undefined;
  t = { text, concepts, stems: new Set([...item.stems, ...item.ctxStems]), valueText };
  targets.set(item, t);
  return t;
}

/** A sentence (of an FTS5 hit, of the agent's notes) as a target. */
export function textTarget(text: string): Target {
  return { text, concepts: conceptIds(text), stems: new Set([...latinWords(text).map(stem), ...cjkBigrams(text)]) };
}
