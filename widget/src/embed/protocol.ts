// The one postMessage protocol between the loader (widget.js, on the agent's page) and the chat
// app in the iframe (/embed/:pathname). Both sides import these types; the loader imports types
// only, so it stays dependency-free. Every message carries `ns` so that other scripts' messages
// on the same window are ignored, and every receiver also checks `event.origin` and `event.source`.

export const PROTOCOL_NS = 'oha-widget/1';

/** Loader -> app. */
export type HostMessage =
  /** The panel became visible or hidden; the app counts unread replies only while hidden. */
  | { ns: typeof PROTOCOL_NS; type: 'visibility'; open: boolean }
  /**
   * Move keyboard focus into the app: 'initial' = where a visitor starts (the chat field) when the
   * panel opens; 'first' / 'last' = its first or last control (the focus trap wrapping around).
   */
  | { ns: typeof PROTOCOL_NS; type: 'focus'; where: FocusWhere }
  /**
   * The conversation the loader keeps for the app in the host page's own storage (the answer to
   * 'load'; null when there is none). Used only where the app's own storage is blocked.
   */
  | { ns: typeof PROTOCOL_NS; type: 'stored'; value: string | null };

export type FocusWhere = 'initial' | 'first' | 'last';

/** App -> loader. */
export type AppMessage =
  /**
   * The app has loaded the assistant and listens; `title` names the panel (the assistant's name).
   * `hasClose`: the app's own title bar carries a close button, so the loader hides its fallback
   * header (false on the app's failure screen, which has none).
   */
  | { ns: typeof PROTOCOL_NS; type: 'ready'; title: string; hasClose: boolean }
  /** The visitor asked to close the panel (Escape or the close button inside the app). */
  | { ns: typeof PROTOCOL_NS; type: 'close' }
  /** Replies that arrived while the panel was hidden; 0 clears the badge. */
  | { ns: typeof PROTOCOL_NS; type: 'unread'; count: number }
  /**
   * The app's own storage is blocked (third-party storage rules): it asks for the conversation
   * the loader keeps for it in the host page's localStorage, under `oha:<pathname>:chat`.
   */
  | { ns: typeof PROTOCOL_NS; type: 'load' }
  /** Keep this conversation for the app (null: forget it). */
  | { ns: typeof PROTOCOL_NS; type: 'store'; value: string | null };

export type HostMessageType = HostMessage['type'];
export type AppMessageType = AppMessage['type'];

/** The query parameter through which the loader tells the app which origin embeds it. */
export const HOST_ORIGIN_PARAM = 'host';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Narrows untrusted `event.data` to a HostMessage (the app side). */
export function parseHostMessage(data: unknown): HostMessage | null {
  if (!isObject(data) || data.ns !== PROTOCOL_NS) return null;
  switch (data.type) {
    case 'visibility':
      return typeof data.open === 'boolean' ? { ns: PROTOCOL_NS, type: 'visibility', open: data.open } : null;
    case 'focus':
      return data.where === 'initial' || data.where === 'first' || data.where === 'last'
        ? { ns: PROTOCOL_NS, type: 'focus', where: data.where }
        : null;
    case 'stored':
      return typeof data.value === 'string' || data.value === null
        ? { ns: PROTOCOL_NS, type: 'stored', value: data.value }
        : null;
    default:
      return null;
  }
}

/** Narrows untrusted `event.data` to an AppMessage (mirrors the loader's inline checks; used in tests). */
export function parseAppMessage(data: unknown): AppMessage | null {
  if (!isObject(data) || data.ns !== PROTOCOL_NS) return null;
  switch (data.type) {
    case 'ready':
      return typeof data.title === 'string' && typeof data.hasClose === 'boolean'
        ? { ns: PROTOCOL_NS, type: 'ready', title: data.title, hasClose: data.hasClose }
        : null;
    case 'close':
      return { ns: PROTOCOL_NS, type: 'close' };
    case 'unread':
      return typeof data.count === 'number' && Number.isInteger(data.count) && data.count >= 0
        ? { ns: PROTOCOL_NS, type: 'unread', count: data.count }
        : null;
    case 'load':
      return { ns: PROTOCOL_NS, type: 'load' };
    case 'store':
      return typeof data.value === 'string' || data.value === null
        ? { ns: PROTOCOL_NS, type: 'store', value: data.value }
        : null;
    default:
      return null;
  }
}

/**
 * The origin the app may talk to: the `host` parameter the loader put in the iframe URL, accepted
 * only when it is a plain http(s) origin. Without it (the iframe snippet) the app posts nothing.
 */
export function hostOriginFromUrl(href: string): string | null {
  let raw: string | null;
  try {
    raw = new URL(href).searchParams.get(HOST_ORIGIN_PARAM);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin === raw ? raw : null;
  } catch {
    return null;
  }
}
