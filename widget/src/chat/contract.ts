// The chat's rules in one place, shared by the server (both answer engines, the stored history,
// the portal's views) and the widget: the reply limit, the contact-form marker and when it may be
// offered (spec section 9), and what a listing selection means.

/** Longest assistant reply, in characters (code points). */
export const MAX_REPLY_CHARS = 350;

/** A reply ending with this shows the inline contact form: "##CONTACT@@@12 Main St". */
export const CONTACT_MARKER = '##CONTACT';
export const LISTING_SEPARATOR = '@@@';
const MARKER_RE = /##CONTACT(?:@@@([^\n]*))?/;

/** The marker for a listing, or the bare marker when no single listing applies. */
export function contactMarker(listingName?: string | null): string {
  return listingName ? `${CONTACT_MARKER}${LISTING_SEPARATOR}${listingName}` : CONTACT_MARKER;
}

export function hasContactMarker(text: string): boolean {
  return text.includes(CONTACT_MARKER);
}

/** The reply without its marker, whether it had one, and the listing the marker names ('' if none). */
export function splitContactMarker(text: string): { text: string; contact: boolean; listing: string } {
  const m = MARKER_RE.exec(text);
  if (!m) return { text, contact: false, listing: '' };
  return {
    text: (text.slice(0, m.index) + text.slice(m.index + m[0].length)).trim(),
    contact: true,
    listing: (m[1] ?? '').trim(),
  };
}

/** A reply still streaming may end in the marker's first characters: those are not shown yet. */
export function withoutPartialMarker(text: string): string {
  return text.replace(/##C?O?N?T?A?C?T?@*$/, '');
}

/** Property questions before the first offer, and visitor messages between two offers. */
export const CONTACT_MIN_QUESTIONS = 3;
export const CONTACT_EVERY = 3;

export interface ContractTurn {
  role: 'user' | 'assistant';
  text: string;
}

/**
 * The spec's rule for offering the contact form in the reply being written: at least 3 property
 * questions so far (this one included; `isPropertyQuestion` leaves out greetings), and at least 3
 * visitor messages since the last reply that carried the marker. `turns` is oldest first and ends
 * with the visitor's current message.
 */
export function contactOfferAllowed(
  turns: readonly ContractTurn[],
  isPropertyQuestion: (text: string) => boolean = () => true,
): boolean {
  const questions = turns.filter((t) => t.role === 'user' && isPropertyQuestion(t.text)).length;
  if (questions < CONTACT_MIN_QUESTIONS) return false;
  let sinceOffer = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    if (turn.role === 'assistant' && hasContactMarker(turn.text)) return sinceOffer >= CONTACT_EVERY;
    if (turn.role === 'user') sinceOffer++;
  }
  return true;
}

/**
 * A visitor's listing selection against the assistant's listings: unknown ids dropped, order
 * fixed; none or all selected means "all listings" (null), as the spec says.
 */
export function normaliseSelection(
  selected: readonly number[] | null | undefined,
  allIds: readonly number[],
): number[] | null {
  if (!selected) return null;
  const known = new Set(allIds);
  const picked = [...new Set(selected.filter((id) => known.has(id)))].sort((a, b) => a - b);
  return picked.length === 0 || picked.length === known.size ? null : picked;
}

export function sameSelection(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
