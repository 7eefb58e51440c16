// What a chat model writes that the visitor must not see: the source numbers it cites ("[2]",
// "[1, 3]"), which become the chat's sources, and the reasoning of "thinking" models
// (<think>...</think>, as DeepSeek-R1 or Qwen3 served by Ollama or vLLM write it). While
// streaming, a marker can arrive split over several deltas, so the text from a possible start
// is held back until it is known to be one or not.

const MARKER = /[ \t]*\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\]/g;
const THINK = /<think>[\s\S]*?(?:<\/think>\s*|$)/g;
/** A suffix that may still grow into a marker or a think tag: held back. */
const PARTIAL = /(?:[ \t]*\[[\d,;\s]*|[ \t]+|<(?:t(?:h(?:i(?:n(?:k)?)?)?)?)?)$/;
const OPEN_THINK = '<think>';

/** The source numbers a reply cites, in order of first use. */
export function citedNumbers(raw: string): number[] {
  const out: number[] = [];
  for (const m of raw.replace(THINK, '').matchAll(MARKER))
    for (const n of m[1]!.split(/[,;]/).map((x) => Number(x.trim())))
      if (Number.isInteger(n) && n > 0 && !out.includes(n)) out.push(n);
  return out;
}

/** The reply as the visitor reads it. */
export function visibleText(raw: string): string {
  return raw.replace(THINK, '').replace(MARKER, '').trim();
}

export interface DeltaFilter {
  push(delta: string): void;
  /** Emits what is still held (an unfinished "[12" is ordinary text after all). */
  flush(): void;
}

/** Passes streamed text on without markers and think blocks; never emits leading whitespace. */
export function outputFilter(emit: (text: string) => void): DeltaFilter {
  let pending = '';
  let started = false;
  const send = (text: string) => {
    const t = started ? text : text.replace(/^\s+/, '');
    if (!t) return;
    started = true;
    emit(t);
  };
  return {
    push(delta) {
      pending += delta;
      // An open think block holds everything until it closes.
      const open = pending.indexOf(OPEN_THINK);
      if (open >= 0 && !pending.includes('</think>', open)) {
        send(pending.slice(0, open).replace(MARKER, ''));
        pending = pending.slice(open);
        return;
      }
      const clean = pending.replace(THINK, '').replace(MARKER, '');
      const hold = PARTIAL.exec(clean);
      const cut = hold ? hold.index : clean.length;
      send(clean.slice(0, cut));
      pending = clean.slice(cut);
    },
    flush() {
      if (!pending.startsWith(OPEN_THINK)) send(pending.replace(/\s+$/, ''));
      pending = '';
    },
  };
}
