import { useEffect, useRef, useState } from 'react';

export const COPIED_MS = 1300; // the spec's copy confirmation time

/** Copies `text` to the clipboard: 'copied' for 1.3 s, or 'failed' (shown inline by the caller). */
export function useCopy(text: string) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
    }
  }
  return { state, copy };
}
