// The conversation survives reloads, new tabs and visits for 7 days after the chat was last open: one
// JSON record under a key namespaced by the assistant (oha:<pathname>:chat), so two assistants,
// or the host page, never collide. Where it is kept:
//   - localStorage of the chat's own origin (the /assistants page, and the widget's frame where
//     the browser lets a third-party frame use storage, partitioned per host site or not);
//   - where the frame's storage throws (third-party storage blocked): the Storage Access API's
//     localStorage when the browser has already granted it (asking would prompt the visitor), else
//     the host page's own localStorage through the widget loader (see embed/bridge.ts);
//   - else nowhere: the chat works, it just starts over next time.
// Reading or writing never throws: a failure means "nothing kept", never a broken chat.
import type { ChatMessage } from './types';

export interface SavedChat {
  v: 1;
  /** When the chat last saved it (ms); older than KEEP_MS and it is forgotten. */
  savedAt?: number;
  language: string | null;
  sessionId: string | null;
  messages: ChatMessage[];
  selected: number[] | null;
  /** Open houses whose sign-in this visitor finished (signed in, or skipped where allowed), by code. */
  openHouses?: Record<string, 'signed' | 'skipped'>;
}

export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Somewhere to keep one string per key. `get` answers at once from Web Storage (so the chat's
 * first render can already show the conversation) and later from the host page's storage.
 */
export interface KeyValueStore {
  get(key: string): string | null | Promise<string | null>;
  set(key: string, value: string | null): void;
}

export const chatKey = (pathname: string) => `oha:${pathname}:chat`;

/** A Web Storage area as a KeyValueStore. */
export function webStore(area: Storage): KeyValueStore {
  return {
    get: (key) => {
      try {
        return area.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        if (value === null) area.removeItem(key);
        else area.setItem(key, value);
      } catch {
        /* quota or storage blocked meanwhile: not worth failing the chat */
      }
    },
  };
}

/** This document's localStorage when the browser lets it use it; null when access throws. */
export function ownLocalStorage(win: Window | undefined = typeof window === 'undefined' ? undefined : window) {
  try {
    const area = win?.localStorage;
    if (!area) return null;
    // Some browsers hand out the object and throw on use (Safari's private mode, blocked frames).
    const probe = 'oha:probe';
    area.setItem(probe, '1');
    area.removeItem(probe);
    return area;
  } catch {
    return null;
  }
}

type StorageAccessDocument = Document & {
  requestStorageAccess?: (types?: { localStorage?: boolean }) => Promise<{ localStorage?: Storage } | undefined>;
};

/**
 * The unpartitioned localStorage the Storage Access API hands a third-party frame, only when the
 * visitor already granted it for this site: requesting it otherwise would show a browser prompt.
 */
export async function grantedStorageAccess(doc: Document = document): Promise<Storage | null> {
  const d = doc as StorageAccessDocument;
  if (!d.requestStorageAccess || typeof navigator === 'undefined' || !navigator.permissions) return null;
  try {
    const status = await navigator.permissions.query({ name: 'storage-access' as PermissionName });
    if (status.state !== 'granted') return null;
    const handle = await d.requestStorageAccess({ localStorage: true });
    return handle?.localStorage ?? null;
  } catch {
    return null;
  }
}

function isSavedChat(v: unknown): v is SavedChat {
  const c = v as SavedChat | null;
  return Boolean(c) && c!.v === 1 && Array.isArray(c!.messages);
}

/** Loads, saves and forgets one assistant's conversation in a KeyValueStore (null: nowhere). */
export function chatStorage(store: KeyValueStore | null, now: () => number = Date.now) {
  const parse = (pathname: string, raw: string | null): SavedChat | null => {
    try {
      const saved: unknown = raw ? JSON.parse(raw) : null;
      if (!isSavedChat(saved)) return null;
      if (now() - (saved.savedAt ?? 0) > KEEP_MS) {
        store?.set(chatKey(pathname), null);
        return null;
      }
      return saved;
    } catch {
      return null;
    }
  };
  return {
    /** The saved conversation: at once from Web Storage, as a promise from the host page. */
    load(pathname: string): SavedChat | null | Promise<SavedChat | null> {
      if (!store) return null;
      const raw = store.get(chatKey(pathname));
      return raw instanceof Promise
        ? raw.then(
            (r) => parse(pathname, r),
            () => null,
          )
        : parse(pathname, raw);
    },
    save(pathname: string, chat: SavedChat): void {
      // Streaming text is transient: store finished messages only.
      const messages = chat.messages.filter((m) => !m.streaming);
      store?.set(chatKey(pathname), JSON.stringify({ ...chat, messages, savedAt: now() }));
    },
    clear(pathname: string): void {
      store?.set(chatKey(pathname), null);
    },
  };
}

export type ChatStorage = ReturnType<typeof chatStorage>;

/** A store decided later (after an asynchronous check); reads wait for it, writes follow it. */
export function deferredStore(choice: Promise<KeyValueStore | null>): KeyValueStore {
  return {
    get: async (key) => (await (await choice)?.get(key)) ?? null,
    set: (key, value) => void choice.then((s) => s?.set(key, value)),
  };
}

/** The page's storage: this origin's localStorage. */
export const defaultChatStorage = (): ChatStorage => {
  const area = ownLocalStorage();
  return chatStorage(area ? webStore(area) : null);
};
