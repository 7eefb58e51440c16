// The app side of the widget protocol: talks to the loader on the embedding page, if there is one.
// The iframe snippet has no loader (no `host` parameter): then the bridge stays silent.
import type { KeyValueStore } from '../chat/storage';
import { hostOriginFromUrl, parseHostMessage, PROTOCOL_NS, type AppMessage, type FocusWhere } from './protocol';

const FOCUSABLE = 'button, [href], input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

function visibleFocusables(scope: ParentNode): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
  );
}

/**
 * 'initial': the chat's text field or choice (else the first control); 'first' / 'last': the ends.
 * An open dialog of the chat (the language choice, a form) is where the visitor has to be.
 */
export function focusTarget(doc: Document, where: FocusWhere): HTMLElement | null {
  const dialogs = doc.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  const all = visibleFocusables(dialogs[dialogs.length - 1] ?? doc);
  if (where === 'last') return all[all.length - 1] ?? null;
  if (where === 'initial') return all.find((el) => el.matches('textarea, input, select')) ?? all[0] ?? null;
  return all[0] ?? null;
}

export interface Bridge {
  /** True when a loader embeds the app (bubble panel), false for the iframe snippet. */
  readonly embedded: boolean;
  /** Tells the loader the app is up (after the assistant loaded and rendered). */
  ready(title: string, hasClose: boolean): void;
  /** Counts an assistant reply; it shows as an unread badge while the panel is hidden. */
  reply(): void;
  /** Asks the loader to close the panel. */
  close(): void;
  /**
   * The loader's keeping of the conversation in the host page's own storage, for when this
   * frame's storage is blocked; null for the iframe snippet (no loader to ask).
   */
  hostStore: KeyValueStore | null;
  dispose(): void;
}

/** How long the app waits for the loader's answer before it starts without a saved chat. */
export const HOST_STORE_TIMEOUT_MS = 1500;

export function createBridge(win: Window = window): Bridge {
  const hostOrigin = hostOriginFromUrl(win.location.href);
  const parent = win.parent !== win ? win.parent : null;
  let open = false;
  let unread = 0;
  let stored: ((value: string | null) => void) | null = null;
  const post = (m: AppMessage) => {
    // Explicit targetOrigin: a page that is not the one the loader named never receives anything.
    if (hostOrigin && parent) parent.postMessage(m, hostOrigin);
  };

  const onMessage = (ev: MessageEvent) => {
    if (!hostOrigin || ev.source !== parent || ev.origin !== hostOrigin) return;
    const m = parseHostMessage(ev.data);
    if (!m) return;
    switch (m.type) {
      case 'visibility':
        open = m.open;
        if (open && unread) {
          unread = 0;
          post({ ns: PROTOCOL_NS, type: 'unread', count: 0 });
        }
        break;
      case 'focus':
        focusTarget(win.document, m.where)?.focus();
        break;
      case 'stored':
        stored?.(m.value);
        stored = null;
        break;
    }
  };

  // The chat's menus and dialogs handle Escape first (chat/layers.ts) and mark it handled; an
  // Escape nobody took closes the panel. This listener is on the window, after the document's.
  const onKey = (ev: KeyboardEvent) => {
    if (ev.key !== 'Escape' || ev.defaultPrevented || !hostOrigin) return;
    post({ ns: PROTOCOL_NS, type: 'close' });
  };

  const embedded = Boolean(hostOrigin && parent);
  const hostStore: KeyValueStore | null = embedded
    ? {
        // The loader keys the value by its own data-assistant; the key here is for the interface.
        get: () =>
          new Promise((resolve) => {
            stored?.(null);
            stored = resolve;
            post({ ns: PROTOCOL_NS, type: 'load' });
            setTimeout(() => {
              if (stored === resolve) {
                stored = null;
                resolve(null);
              }
            }, HOST_STORE_TIMEOUT_MS);
          }),
        set: (_key, value) => post({ ns: PROTOCOL_NS, type: 'store', value }),
      }
    : null;

  win.addEventListener('message', onMessage);
  win.addEventListener('keydown', onKey);

  return {
    embedded,
    hostStore,
    ready: (title, hasClose) => post({ ns: PROTOCOL_NS, type: 'ready', title, hasClose }),
    reply: () => {
      if (open) return;
      unread += 1;
      post({ ns: PROTOCOL_NS, type: 'unread', count: unread });
    },
    close: () => post({ ns: PROTOCOL_NS, type: 'close' }),
    dispose: () => {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('keydown', onKey);
    },
  };
}
