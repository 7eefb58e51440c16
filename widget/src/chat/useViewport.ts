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
