// The app side of the widget protocol: talks to the loader on the embedding page, if there is one.
// The iframe snippet has no loader (no `host` parameter): then the bridge stays silent.
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

const OPEN_LAYERS = '[role="dialog"], [role="menu"]';

export interface Bridge {
  /** True when a loader embeds the app (bubble panel), false for the iframe snippet. */
  readonly embedded: boolean;
  /** Tells the loader the app is up (after the assistant loaded and rendered). */
  ready(title: string, hasClose: boolean): void;
  /** Counts an assistant reply; it shows as an unread badge while the panel is hidden. */
  reply(): void;
  /** Asks the loader to close the panel. */
  close(): void;
  /** Asks for a panel height (CSS pixels). */
  resize(height: number): void;
  dispose(): void;
}

export function createBridge(win: Window = window): Bridge {
  const hostOrigin = hostOriginFromUrl(win.location.href);
  const parent = win.parent !== win ? win.parent : null;
  let open = false;
  let unread = 0;
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
    }
  };

  const onKey = (ev: KeyboardEvent) => {
    if (ev.key !== 'Escape' || ev.defaultPrevented || !hostOrigin) return;
    // A dialog or menu of the chat that closes on Escape takes it first: if one of them went away
    // with this key press, the panel stays. Measured after the chat's re-render (a task later).
    const layers = win.document.querySelectorAll(OPEN_LAYERS).length;
    setTimeout(() => {
      if (win.document.querySelectorAll(OPEN_LAYERS).length >= layers) post({ ns: PROTOCOL_NS, type: 'close' });
    }, 0);
  };

  win.addEventListener('message', onMessage);
  win.addEventListener('keydown', onKey);

  return {
    embedded: Boolean(hostOrigin && parent),
    ready: (title, hasClose) => post({ ns: PROTOCOL_NS, type: 'ready', title, hasClose }),
    reply: () => {
      if (open) return;
      unread += 1;
      post({ ns: PROTOCOL_NS, type: 'unread', count: unread });
    },
    close: () => post({ ns: PROTOCOL_NS, type: 'close' }),
    resize: (height) => post({ ns: PROTOCOL_NS, type: 'resize', height: Math.round(height) }),
    dispose: () => {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('keydown', onKey);
    },
  };
}
