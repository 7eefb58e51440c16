// Menus and dialogs stacked over the chat. Escape closes only the innermost open layer and marks
// the key press as handled (preventDefault), so the embed bridge, which listens later on the
// window, closes the whole panel only when no layer took the key. Dialogs also keep Tab inside
// themselves and give focus back to the control that opened them.
import { useEffect, useRef } from 'react';

type Layer = { close: () => void };
const stack: Layer[] = [];

function onKeyDown(e: KeyboardEvent) {
  const top = stack[stack.length - 1];
  if (e.key !== 'Escape' || e.defaultPrevented || !top) return;
  e.preventDefault();
  top.close();
}

/** Registers an open layer; Escape calls `close` while it is the innermost one. */
export function useEscapeLayer(close: (() => void) | undefined): void {
  const latest = useRef(close);
  latest.current = close;
  const active = Boolean(close);
  useEffect(() => {
    if (!active) return;
    const layer: Layer = { close: () => latest.current?.() };
    stack.push(layer);
    if (stack.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      stack.splice(stack.indexOf(layer), 1);
      if (stack.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls a keyboard reaches inside `scope`, in tab order (visible ones only). */
export function focusables(scope: ParentNode): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/**
 * A modal dialog's focus: remembers the control that had focus when it opened, focuses `initial`
 * (or the first control), wraps Tab and Shift+Tab inside, and on close gives focus back to the
 * opener, or to `fallback()` when the opener is gone (a menu item that closed with its menu).
 */
export function useDialogFocus(
  ref: { current: HTMLElement | null },
  opts: {
    initial?: () => HTMLElement | null | undefined;
    fallback?: () => HTMLElement | null | undefined;
    /** False: leave focus where it is when the dialog opens (the portal's live preview). */
    autoFocus?: boolean;
  } = {},
): void {
  const options = useRef(opts);
  options.current = opts;
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const opener = document.activeElement as HTMLElement | null;
    if (options.current.autoFocus !== false) {
      const first = options.current.initial?.() ?? focusables(box)[0];
      first?.focus({ preventScroll: true });
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const all = focusables(box);
      if (all.length === 0) return;
      const active = document.activeElement;
      const i = all.indexOf(active as HTMLElement);
      if (e.shiftKey && (i <= 0 || !box.contains(active))) {
        e.preventDefault();
        all[all.length - 1]!.focus();
      } else if (!e.shiftKey && (i === all.length - 1 || !box.contains(active))) {
        e.preventDefault();
        all[0]!.focus();
      }
    };
    box.addEventListener('keydown', onKey);
    return () => {
      box.removeEventListener('keydown', onKey);
      const fallback = options.current.fallback;
      // Once the dialog has left the DOM, and only if focus went nowhere: a click elsewhere, or the
      // next dialog, keeps its own focus.
      setTimeout(() => {
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) return;
        const back = opener && opener !== document.body && opener.isConnected ? opener : fallback?.();
        back?.focus({ preventScroll: true });
      });
    };
  }, [ref]);
}
