// The open-house sign-in is its own chunk, loaded only on an open house's link: the chat's bundle
// (and its size budget, scripts/check-widget-size.mjs) stays the same for every other visitor.
// main.tsx starts the load as soon as the page names an open house; ChatApp waits for it.
import { useEffect, useState } from 'react';
import type { SignIn } from './SignIn';

let loading: Promise<typeof SignIn> | undefined;

export const loadSignIn = () => (loading ??= import('./SignIn').then((m) => m.SignIn));

/** The sign-in component once loaded (null until then); loads only when `needed`. */
export function useSignIn(needed: boolean): typeof SignIn | null {
  const [component, setComponent] = useState<typeof SignIn | null>(null);
  useEffect(() => {
    if (!needed || component) return;
    let live = true;
    loadSignIn()
      .then((c) => live && setComponent(() => c))
      .catch(() => {
        /* a failed chunk load: the loading line stays; a reload tries again */
      });
    return () => {
      live = false;
    };
  }, [needed, component]);
  return component;
}
