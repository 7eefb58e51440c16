// Facts and passages of one listing said within a character budget: fact sentences through the
// templates, passages quoted (table cells kept apart, long ones cut around what is asked).
import type { AnswerSource } from '../../provider.server';
import { T, fill } from './compose';
import type { Item, ListingKnowledge } from '../knowledge/items';
import {
  COMPANY_RE,
  DATE_RE,
  DISTANCE_RE,
  MONEY_RE,
  YEAR_RE,
  charLength,
  clip,
  latinWords,
  normalize,
  stem,
} from '../text/text';
import { splitLabelled, startsWithLabel } from '../extraction/extract';
import { asSentence, factSentence, joinSentences, stripHeading, tidy, valueFor } from './phrasing';
import { matchConcepts, type Lang } from '../concepts/vocabulary';
import type { QInfo } from '../question/question';
import { valueAt } from '../question/answer-type';
import { quoteLead } from './quote';
import type { Found } from '../retrieval/passages';

export const AGENTS_NOTES = "agent's notes";

export function sourceOf(item: Item, l: ListingKnowledge): AnswerSource {
  return {
    fileName: item.isExtra ? AGENTS_NOTES : item.fileName,
    page: item.page,
    listingName: l.name,
    excerpt: clip(item.kind === 'fact' ? `${item.label}: ${item.text}` : item.text, 160),
  };
}

const PROSE_LEAD =
  /^(?:built|constructed|completed|construite?|asking price|list(?:ing)? price|listed (?:at|for)|offered at|priced at|(?:property |gross |annual )?tax(?:es)? (?:of|are|were|is)|(?:strata|maintenance|hoa|condo|monthly) fees? (?:of|is|are))\b/i;
export const dedupeKey = (s: string) => normalize(s).replace(/[^\p{L}\p{N}]+/gu, '');

/** Continuation lines of a value ("; structural coverage until 2031") read with the fact before. */
function mergeContinuations(facts: Item[]): Item[] {
  const out: Item[] = [];
  for (const f of facts) {
    const prev = out[out.length - 1];
    if (prev && prev.label === f.label && prev.concept === f.concept && /^\s*[;,+&]/.test(f.text)) {
      out[out.length - 1] = {
        ...prev,
        text: `${prev.text.replace(/[\s;,]+$/, '')}; ${f.text.replace(/^[\s;,+&]+/, '')}`,
      };
    } else out.push(f);
  }
  return out;
}

/** A feature-table row quoted as a passage ("Kitchen Wolf range, ... Laundry LG washer/dryer"):
 * labels set apart from their values, and only the cells the question is about when some are. */
function tableCells(text: string, q: QInfo): string {
  if (!startsWithLabel(text)) return text;
  const cells = splitLabelled(text);
  if (cells.length < 2 && (!cells[0] || !cells[0].label)) return text;
  // A sentence that starts with a label word ("Parking is included.") is not a table row.
  // "Suite 3101 – smoking on the balcony." names a suite; "Age Restrictions None." is a cell.
  if (/[.!?。！？]$/.test(text) && cells.length < 2 && !/^(?:[A-Z]|\d[\d,.]*(?:-[a-z]|\s+[a-z]))/.test(cells[0]!.value))
    return text;
  const about = cells.filter((c) => {
    const words = latinWords(`${c.label} ${c.value}`).map(stem);
    return (
      matchConcepts(c.label ?? '').some((m) => q.concepts.includes(m.concept)) || words.some((w) => q.stems.has(w))
    );
  });
  const keep = about.length ? about : cells;
  return keep.map((c) => (c.label ? `${c.label}: ${c.value}` : c.value)).join('; ');
}

/** Facts and passages of one listing as a short text within `budget` characters; `name` is the
 * listing's short name when several listings are in scope (said once, in the first sentence). */
export function render(
  found: Found,
  q: QInfo,
  lang: Lang,
  budget: number,
  name: string | null = null,
): { text: string; sources: AnswerSource[]; usedPassage: boolean } {
  const parts: string[] = [];
  const sources: AnswerSource[] = [];
  const seen: string[] = [];
  // Duplicates are judged on the document text, without the labels and prefixes around it.
  const seenWords = new Set<string>();
  const push = (text: string, item: Item, core: string = text) => {
    const key = dedupeKey(core);
    // A short value inside a longer one is not a repeat ("2" bedrooms, "2 (ensuite + main)" baths).
    if (
      !key ||
      seen.some((s) => s === key || (Math.min(s.length, key.length) >= 6 && (s.includes(key) || key.includes(s))))
    )
      return false;
    // A passage that mostly repeats what is already said ("OPEN HOUSES - ... · Hosted by ...").
    const words = new Set(latinWords(core));
    // A number not said yet ("Suite 1407", "Sunday 1-3 pm") keeps it.
    const repeats = [...words].filter((w) => seenWords.has(w));
    if (
      item.kind === 'passage' &&
      parts.length &&
      words.size >= 4 &&
      repeats.length >= words.size * 0.7 &&
      [...words].every((w) => !/\d/.test(w) || seenWords.has(w))
    )
      return false;
    const used = charLength(joinSentences(parts));
    const room = budget - used - (parts.length ? 1 : 0);
    if (room < 25) return false;
    parts.push(clip(text, room));
    seen.push(key);
    for (const w of words) seenWords.add(w);
    if (!sources.some((s) => s.fileName === (item.isExtra ? AGENTS_NOTES : item.fileName) && s.page === item.page))
      sources.push(sourceOf(item, found.listing));
    return true;
  };
  const named = () => (parts.length ? null : name);
  // A fact read from a sentence ("The pool was built in 1993") gives way to a labelled one of the
  // same concept ("Year Built: 1991"): two different years would contradict each other.
  const fromProse = (f: Item) => PROSE_LEAD.test(f.text);
  const facts = mergeContinuations(found.facts).filter(
    (f, _, all) => !fromProse(f) || !all.some((o) => o !== f && o.concept === f.concept && !fromProse(o)),
  );
  for (const f of facts.slice(0, 3)) {
    const value = valueFor(f.concept, f.label, f.text);
    const who = named();
    let sentence = factSentence(f, lang, who);
    // Several listings in a short line each: the name and the value when a sentence does not fit.
    if (who && charLength(sentence) > budget) sentence = `${who}: ${tidy(value)}`;
    push(sentence, f, value);
  }
  let usedPassage = false;
  let notesShown = false;
  const top = found.passages[0]?.score ?? 0;
  // A passage earns its place next to the facts when it says something they do not: a word of
  // the question, a year or date asked for, an amount asked for, another concept of the question.
  const factStems = new Set(found.facts.flatMap((f) => [...f.stems]));
  const factText = found.facts.map((f) => f.text).join(' ');
  const wantsDate = q.modifiers.has('when') || q.modifiers.has('due') || q.concepts.includes('year_built');
  const adds = (item: Item) =>
    [...q.stems].some((st) => item.stems.has(st) && !factStems.has(st)) ||
    (wantsDate &&
      (DATE_RE.test(item.text) || YEAR_RE.test(item.text)) &&
      !DATE_RE.test(factText) &&
      !YEAR_RE.test(factText)) ||
    (q.modifiers.has('cost') && MONEY_RE.test(item.text) && !MONEY_RE.test(factText)) ||
    q.concepts.slice(1).some((c) => item.concepts.has(c) && !found.facts.some((f) => f.concept === c));
  for (const p of found.passages.slice(0, 3)) {
    if (p.score < top * 0.75) break;
    // A vague fact ("pets allowed with restrictions") leaves room for the rule that says which.
    const vague = found.facts.some((f) =>
      /restrict|see |subject to|condition|bylaw|approval|permitted|allowed/i.test(f.text),
    );
    if (found.facts.length && p.score < (vague ? 3 : adds(p.item) ? 3.5 : 5)) continue;
    // A feature-table row ("Kitchen Bosch range ...") is whole on its own: its neighbours are other rows.
    const rowLike =
      !p.item.isRow &&
      startsWithLabel(p.item.text) &&
      splitLabelled(p.item.text).some((c) => c.label && /^[A-Z\d$]/.test(c.value));
    let text =
      p.item.isRow && p.item.context
        ? `${p.item.context.split(' / ').pop()}: ${p.item.text}`
        : rowLike
          ? p.item.text
          : p.item.window;
    if (p.item.isExtra) text = text.replace(/^(?:insider property info|listing status):\s*/i, '');
    text = tidy(tableCells(stripHeading(tidy(text)), q));
    if (!text) continue;
    const who = named();
    const lead = p.item.isExtra
      ? notesShown
        ? ''
        : fill(who ? T.fromNotesOf[lang] : T.fromNotes[lang], { listing: who ?? '' })
      : parts.length
        ? ''
        : fill(who ? T.fromDocsOf[lang] : T.fromDocs[lang], { listing: who ?? '' });
    const prefix = lead && quoteLead(lead, text, lang);
    // A long passage is cut around what is asked within the room left, not clipped at its end
    // (several listings share the budget: the date asked for may sit late in the note).
    const room = budget - charLength(joinSentences(parts)) - (parts.length ? 1 : 0) - charLength(prefix) - 1;
    const maxLen = Math.min(parts.length ? 160 : 200, room);
    if (maxLen < 25) continue;
    if (charLength(text) > maxLen) text = snippet(text, q, maxLen);
    if (push(asSentence(`${prefix}${text}`), p.item, text)) {
      usedPassage = true;
      if (p.item.isExtra) notesShown = true;
    }
    if (parts.length >= 3) break;
  }
  return { text: joinSentences(parts), sources, usedPassage };
}

/** The part of a long passage around what the question asks for. */
export function snippet(text: string, q: QInfo, max: number): string {
  const lower = text.toLowerCase();
  // Centre on what the question asks for: a date for "when", an amount for "how much", ...
  const wanted: RegExp[] = [];
  if (q.modifiers.has('due')) wanted.push(/\bdue\b|payable|deadline|on or before|\bnext\b|prochain|upcoming/i);
  if (q.modifiers.has('when') || q.modifiers.has('due')) wanted.push(DATE_RE);
  if (q.modifiers.has('cost')) wanted.push(MONEY_RE);
  if (q.modifiers.has('how_far')) wanted.push(DISTANCE_RE);
  if (q.modifiers.has('who')) wanted.push(COMPANY_RE);
  let at = -1;
  for (const re of wanted) {
    const m = re.exec(text);
    if (m) {
      at = m.index;
      break;
    }
  }
  if (at < 0) at = valueAt(q.types, text);
  // Else where the text names the question's subject: a long disclosure's "7. Age-restricted
  // building: ..." among its other numbered items.
  if (at < 0 && q.concepts[0]) {
    const m = matchConcepts(text).find((x) => x.concept === q.concepts[0]);
    if (m) at = m.index;
  }
  if (at < 0) {
    const hits = [...q.stems].map((st) => lower.indexOf(st)).filter((i) => i >= 0);
    at = hits.length ? Math.min(...hits) : 0;
  }
  let start = Math.max(0, at - Math.floor(max / 4));
  // Start at the clause the wanted words sit in ("…and that each owner's share be payable …"),
  // not mid-phrase ("…B; and that …").
  const lead = text.slice(Math.max(0, at - Math.floor(max / 2)), at);
  const clause = Math.max(lead.lastIndexOf('; '), lead.lastIndexOf('. '), lead.lastIndexOf(': '));
  if (clause >= 0) start = Math.max(0, at - Math.floor(max / 2)) + clause + 2;
  else if (start > 0) {
    const sp = text.indexOf(' ', start);
    start = sp > 0 && sp < at ? sp + 1 : start;
  }
  const piece = text.slice(start);
  // A piece that starts a sentence of its own needs no ellipsis in front.
  const cut = start > 0 && !/[.!?]\s$/.test(text.slice(Math.max(0, start - 2), start));
  return (cut ? '…' : '') + clip(piece, max - (cut ? 1 : 0));
}
