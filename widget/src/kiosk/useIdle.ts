// Calls `onIdle` after `ms` without a touch, a key or a scroll anywhere on the page (the kiosk
// clears the form of a visitor who walked away). Timers, so a test moves them with a fake clock.
import { useEffect } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'scroll', 'touchstart'] as const;

export function useIdle(ms: number, onIdle: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(onIdle, ms);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    };
    for (const e of ACTIVITY) document.addEventListener(e, reset, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of ACTIVITY) document.removeEventListener(e, reset, { capture: true });
    };
  }, [ms, onIdle, active]);
}
