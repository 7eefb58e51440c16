// The conversation survives a reload: sessionStorage under keys namespaced by the assistant
// (oha:<pathname>:chat), so two assistants, or the host page, never collide.
import type { ChatMessage } from './types';

export interface SavedChat {
  v: 1;
  language: string | null;
  sessionId: string | null;
  messages: ChatMessage[];
  selected: number[] | null;
}

const key = (pathname: string) => `oha:${pathname}:chat`;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (e.g. third-party iframe rules): the chat still works
  }
}

export function loadChat(pathname: string): SavedChat | null {
  try {
    const raw = store()?.getItem(key(pathname));
    const v = raw ? (JSON.parse(raw) as SavedChat) : null;
    return v && v.v === 1 && Array.isArray(v.messages) ? v : null;
  } catch {
    return null;
  }
}

export function saveChat(pathname: string, chat: SavedChat): void {
  try {
    // Streaming text is transient: store finished messages only.
    store()?.setItem(key(pathname), JSON.stringify({ ...chat, messages: chat.messages.filter((m) => !m.streaming) }));
  } catch {
    /* quota or blocked storage: not worth failing the chat */
  }
}

export function clearChat(pathname: string): void {
  try {
    store()?.removeItem(key(pathname));
  } catch {
    /* ignore */
  }
}
