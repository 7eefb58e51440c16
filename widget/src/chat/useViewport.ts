// Keeps the chat exactly as tall as the visible area, so a phone keyboard never hides the input
// (visualViewport shrinks when the keyboard opens; 100vh does not).
import { useEffect } from 'react';

/** `phase` re-applies the height when the root element changes (loading → ready). */
export function useVisibleHeight(ref: { current: HTMLElement | null }, phase?: string): void {
  useEffect(() => {
    const vv = typeof window !== 'undefined' ? window.visualViewport : null;
    if (!vv) return;
    const update = () => {
      ref.current?.style.setProperty('--oha-vh', `${Math.round(vv.height)}px`);
    };
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, [ref, phase]);
}

/** Closes a menu when the visitor clicks or taps outside it, or presses Escape. */
export function useClickOutside(ref: { current: HTMLElement | null }, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}
