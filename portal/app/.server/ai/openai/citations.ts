// The Responses API puts file-citation markers such as 【4:0†brochure.pdf】 into the text. The
// spec never shows them; while streaming, a marker can arrive split over several deltas, so text
// from an opening 【 is held back until its 】 arrives and the whole marker is dropped.
const OPEN = '【';
const CLOSE = '】';
/** An "opening bracket" this far from any closing one is ordinary text, not a marker. */
const MAX_MARKER = 200;

export interface DeltaFilter {
  push(delta: string): void;
  flush(): void;
}

export function citationFilter(emit: (text: string) => void): DeltaFilter {
  let pending = '';
  return {
    push(delta: string) {
      pending += delta;
      let out = '';
      for (;;) {
        const open = pending.indexOf(OPEN);
        if (open < 0) {
          out += pending;
          pending = '';
          break;
        }
        out += pending.slice(0, open);
        const close = pending.indexOf(CLOSE, open);
        if (close < 0) {
          pending = pending.slice(open);
          break;
        }
        pending = pending.slice(close + 1);
      }
      if (pending.length > MAX_MARKER) {
        out += pending;
        pending = '';
      }
      if (out) emit(out);
    },
    flush() {
      if (pending) emit(pending);
      pending = '';
    },
  };
}
