// The chat's state and actions: loading the assistant, the conversation (kept by ./storage for 7
// days), sending with streaming, listing selection, reactions and starting over. No UI here.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ApiError, getAssistant, sendChat, sendFeedback } from './api';
import { normaliseSelection, sameSelection, splitContactMarker, withoutPartialMarker } from './contract';
import { stripCitations } from './markdown';
import { LeadSourceContext } from './lead-source';
import type { ChatStorage } from './storage';
import type { AssistantInfo, ChatEvent, ChatMessage, FeedbackTag, ListingInfo } from './types';

export type ChatStatus = 'loading' | 'ready' | 'failed';

let seq = 0;
const newId = () => `m${Date.now().toString(36)}${(seq++).toString(36)}`;

export function initialMessages(info: AssistantInfo): ChatMessage[] {
  const first: ChatMessage = { id: 'welcome', role: 'assistant', kind: 'welcome' };
  return info.listings.length >= 2 ? [first, { id: 'listings', role: 'assistant', kind: 'listings' }] : [first];
}

/** The spec's input lock: exactly two messages with two or more listings (choose one first), or busy. */
export function isInputLocked(messageCount: number, listingCount: number, busy: boolean): boolean {
  return busy || (messageCount === 2 && listingCount >= 2);
}

const listingIds = (info: AssistantInfo | null | undefined) => info?.listings.map((l) => l.id) ?? [];

export function useChat(
  pathname: string,
  apiBase: string,
  storage: ChatStorage,
  onEvent?: (e: ChatEvent) => void,
  /** The assistant when the page carries it (undefined: fetch it; null: there is none). */
  preloaded?: AssistantInfo | null,
) {
  const source = useContext(LeadSourceContext);
  // With the assistant in the page and the conversation in synchronous storage (the page, and a
  // frame that may use its own storage), the first render is already the chat: no "Loading…"
  // frame, no layout shift, an earlier Largest Contentful Paint.
  const [initial] = useState(() => {
    if (!preloaded) return null;
    const saved = storage.load(pathname);
    return saved instanceof Promise ? null : { info: preloaded, saved: saved?.messages.length ? saved : null };
  });
  const [status, setStatus] = useState<ChatStatus>(initial ? 'ready' : 'loading');
  const [info, setInfo] = useState<AssistantInfo | null>(initial?.info ?? null);
  const [language, setLanguageState] = useState<string | null>(initial?.saved?.language ?? null);
  const [sessionId, setSessionId] = useState<string | null>(initial?.saved?.sessionId ?? null);
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    initial ? (initial.saved?.messages ?? initialMessages(initial.info)) : [],
  );
  const [selected, setSelected] = useState<number[] | null>(initial?.saved?.selected ?? null);
  const [openHouses, setOpenHouses] = useState<Record<string, 'signed' | 'skipped'>>(initial?.saved?.openHouses ?? {});
  const [busy, setBusy] = useState(false);
  // Refs give async callbacks the latest values without re-creating them.
  const live = useRef({ sessionId, selected, language, busy, info });
  live.current = { sessionId, selected, language, busy, info };
  const emit = useRef(onEvent);
  emit.current = onEvent;

  useEffect(() => {
    if (initial) {
      emit.current?.({ type: 'ready', listings: initial.info.listings.length });
      return;
    }
    let alive = true;
    const assistant =
      preloaded === undefined
        ? getAssistant(apiBase, pathname)
        : preloaded
          ? Promise.resolve(preloaded)
          : Promise.reject(new Error('no such assistant'));
    Promise.all([assistant, storage.load(pathname)])
      .then(([a, saved]) => {
        if (!alive) return;
        setInfo(a);
        if (saved && saved.messages.length) {
          setLanguageState(saved.language);
          setSessionId(saved.sessionId);
          setMessages(saved.messages);
          setSelected(saved.selected);
          setOpenHouses(saved.openHouses ?? {});
        } else {
          setMessages(initialMessages(a));
        }
        setStatus('ready');
        emit.current?.({ type: 'ready', listings: a.listings.length });
      })
      .catch(() => {
        if (!alive) return;
        setStatus('failed');
        emit.current?.({ type: 'failed' });
      });
    return () => {
      alive = false;
    };
    // Loaded once per chat: the page, the assistant and the storage do not change under it.
  }, [apiBase, pathname]);

  useEffect(() => {
    if (status === 'ready') storage.save(pathname, { v: 1, language, sessionId, messages, selected, openHouses });
  }, [status, pathname, language, sessionId, messages, selected, openHouses, storage]);

  const update = (id: string, patch: Partial<ChatMessage>) =>
    setMessages((ms) => ms.map((m) => (m.id === id ? { ...m, ...patch } : m)));

  const send = useCallback(
    async (raw: string, selection?: number[] | null, choice = false) => {
      const text = raw.trim();
      const cur = live.current;
      if (!text || cur.busy) return;
      const sel = selection === undefined ? cur.selected : selection;
      const answerId = newId();
      setMessages((ms) => [
        ...ms,
        { id: newId(), role: 'user', kind: 'text', text, ...(choice ? { choice: true } : {}) },
        { id: answerId, role: 'assistant', kind: 'text', text: '', streaming: true },
      ]);
      setBusy(true);
      live.current.busy = true;
      try {
        const reply = await sendChat(
          apiBase,
          {
            pathname,
            sessionId: cur.sessionId,
            message: text,
            language: cur.language ?? 'en',
            selectedListingIds: sel,
            src: source,
            ...(cur.info?.openHouse ? { oh: cur.info.openHouse.code } : {}),
          },
          (partial) =>
            update(answerId, {
              text: withoutPartialMarker(splitContactMarker(stripCitations(partial)).text),
            }),
        );
        setSessionId(reply.sessionId);
        const split = splitContactMarker(reply.text);
        update(answerId, {
          streaming: false,
          text: split.text,
          html: reply.html,
          responseId: reply.failed ? undefined : reply.responseId,
          sources: reply.sources,
          contact: split.contact ? { listing: split.listing } : undefined,
          failed: reply.failed,
          errorKey: reply.failed ? 'chatFailure' : undefined,
          language: reply.language,
          switchLabel: reply.switchLabel,
        });
        emit.current?.({ type: 'answer', text: split.text });
      } catch (err) {
        const limited = err instanceof ApiError && err.status === 429;
        update(answerId, {
          streaming: false,
          text: '',
          failed: true,
          errorKey: limited ? 'rateLimited' : 'chatFailure',
        });
      } finally {
        setBusy(false);
        live.current.busy = false;
      }
    },
    [apiBase, pathname, source],
  );

  const chooseListing = useCallback(
    (l: ListingInfo) => {
      if (live.current.busy) return;
      const sel = normaliseSelection([l.id], listingIds(live.current.info));
      setSelected(sel);
      live.current.selected = sel;
      void send(l.listingName, sel, true);
    },
    [send],
  );

  /** Applies the property selector; 'nochange' when it equals the saved selection. */
  const updateSelection = useCallback((ids: number[]): 'nochange' | 'saved' => {
    const next = normaliseSelection(ids, listingIds(live.current.info));
    if (sameSelection(next, live.current.selected)) return 'nochange';
    setSelected(next);
    live.current.selected = next;
    return 'saved';
  }, []);

  const react = useCallback(
    (m: ChatMessage, tag: FeedbackTag) => {
      const sid = live.current.sessionId;
      if (m.reaction || !m.responseId || !sid) return;
      update(m.id, { reaction: tag });
      sendFeedback(apiBase, { pathname, sessionId: sid, responseId: m.responseId, tag }).catch(() => {
        /* the reaction stays recorded on screen; a lost one is not worth an error */
      });
    },
    [apiBase, pathname],
  );

  const setLanguage = useCallback((code: string) => {
    if (code === live.current.language) return; // picking the current language does nothing
    setLanguageState(code);
    emit.current?.({ type: 'language', language: code });
  }, []);

  const newChat = useCallback(() => {
    const a = live.current.info;
    if (!a || live.current.busy) return;
    storage.clear(pathname);
    setSessionId(null);
    setSelected(null);
    setMessages(initialMessages(a));
    emit.current?.({ type: 'new-chat' });
  }, [pathname, storage]);

  /**
   * The open house's sign-in is done: with the visit's chat session (its turns are the visit's
   * questions), or skipped (null). Either way the chat starts on the open house's listing: no
   * listing to choose first, answers about that home.
   */
  const finishSignIn = useCallback((code: string, visitSession: string | null, lang: string, listingId: number) => {
    const a = live.current.info;
    setLanguageState(lang);
    setSessionId(visitSession);
    if (a) {
      setSelected(a.listings.length > 1 ? [listingId] : null);
      setMessages([{ id: 'welcome', role: 'assistant', kind: 'welcome' }]);
    }
    setOpenHouses((o) => ({ ...o, [code]: visitSession ? 'signed' : 'skipped' }));
  }, []);

  const showAllListings = useCallback(() => {
    setMessages((ms) => [...ms, { id: newId(), role: 'assistant', kind: 'listings' }]);
  }, []);

  const setContactSubmitted = useCallback((id: string, submitted: boolean) => {
    setMessages((ms) => ms.map((m) => (m.id === id && m.contact ? { ...m, contact: { ...m.contact, submitted } } : m)));
  }, []);

  return {
    status,
    info,
    language,
    sessionId,
    messages,
    selected,
    busy,
    locked: isInputLocked(messages.length, info?.listings.length ?? 0, busy),
    send,
    chooseListing,
    updateSelection,
    react,
    setLanguage,
    newChat,
    showAllListings,
    setContactSubmitted,
    openHouses,
    finishSignIn,
  };
}

export type ChatState = ReturnType<typeof useChat>;
