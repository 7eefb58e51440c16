// The visitor chat: the Preact app of the /assistants/:pathname page and of the embeddable widget
// (the /embed/:pathname iframe); see widget/src/embed/main.tsx.
//
// Props (ChatProps below):
//   pathname  the assistant's public pathname
//   apiBase   base URL of the JSON API, '' = same origin (default)
//   host      'page' | 'embed' (the embed opens "Go to Home" in a new tab)
//   info      the assistant when the page carries it (no request before the first paint)
//   onEvent   chat events: ready, failed, answer (for the widget's unread count), language, new-chat
//   onClose   shows a close button in the title bar (the widget's panel)
//   storage   where the conversation is kept (default: this origin's localStorage)
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ChatInput } from './ChatInput';
import { ContactCard } from './ContactCard';
import { EmailTranscript } from './EmailTranscript';
import { FailureScreen } from './FailureScreen';
import { format } from '@i18n/format';
import { LanguageOverlay } from './LanguageOverlay';
import { LeaveMessage } from './LeaveMessage';
import { MessageList } from './MessageList';
import { PropertySelector } from './PropertySelector';
import { useSignIn } from './sign-in-lazy';
import { defaultChatStorage, type ChatStorage } from './storage';
import { TitleBar } from './TitleBar';
import type { AssistantInfo, ChatEvent, ListingInfo } from './types';
import { useChat } from './useChat';
import { useLabels } from './useLabels';
import { useVisibleHeight } from './useViewport';

export interface ChatProps {
  /** The assistant's public pathname (from /assistants/:pathname). */
  pathname: string;
  /** Base URL of the JSON API; '' (default) = same origin. */
  apiBase?: string;
  /** 'page' = the full /assistants page; 'embed' = inside the widget iframe. */
  host: 'page' | 'embed';
  /** Called on chat events; the widget uses 'answer' for its unread count. */
  onEvent?: (e: ChatEvent) => void;
  /**
   * The assistant as the server put it into the page (saves a request before the first paint);
   * null: the server knows there is no such assistant (the failure screen). Undefined: fetched.
   */
  info?: AssistantInfo | null;
  /** Called by the embed host's close button in the title bar, when given. */
  onClose?: () => void;
  /** Where the conversation is kept (default: this origin's localStorage). */
  storage?: ChatStorage;
}

type ModalState = null | 'leave' | 'contact' | 'email' | 'property' | 'language';

export function ChatApp({ pathname, apiBase = '', host, info: preloaded, onEvent, onClose, storage }: ChatProps) {
  const store = useMemo(() => storage ?? defaultChatStorage(), [storage]);
  const chat = useChat(pathname, apiBase, store, onEvent, preloaded);
  const labels = useLabels(chat.language, apiBase);
  const [modal, setModal] = useState<ModalState>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useVisibleHeight(rootRef, chat.status);
  const closeModal = useCallback(() => setModal(null), []);

  /** Where the visitor continues: the message box, or the first listing while one must be chosen. */
  const focusComposer = useCallback(() => {
    const choice = chat.locked && !chat.busy ? rootRef.current?.querySelector<HTMLElement>('.oha-listing') : null;
    (choice ?? inputRef.current)?.focus({ preventScroll: true });
  }, [chat.locked, chat.busy]);

  // An answer arrived: back to the message box, unless the visitor went somewhere else meanwhile
  // (a dialog, the host page) or focus was never in this document.
  const wasBusy = useRef(chat.busy);
  useEffect(() => {
    const done = wasBusy.current && !chat.busy;
    wasBusy.current = chat.busy;
    if (!done || !document.hasFocus()) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === inputRef.current)
      inputRef.current?.focus({ preventScroll: true });
  }, [chat.busy]);

  // An open house's link: its sign-in first, once per visitor (then the chat, also after a reload).
  const gateCode = chat.info?.openHouse?.code;
  const gated = gateCode && !chat.openHouses[gateCode];
  const SignIn = useSignIn(Boolean(gated));

  if (chat.status === 'failed') return <FailureScreen labels={labels} host={host} />;
  if (chat.status === 'loading' || !chat.info || (gated && !SignIn)) {
    return (
      <div className={`oha-chat oha-${host} oha-loading`} ref={rootRef}>
        <p role="status" key="loading">
          {labels.loading}
        </p>
      </div>
    );
  }

  const info = chat.info;
  if (gated && SignIn)
    return <SignIn chat={chat} host={host} pathname={pathname} apiBase={apiBase} inputRef={inputRef} />;
  const listings = info.listings;
  const vars = { assistant: info.ohaName, agent: info.agentName };
  const asked = chat.messages.some((m) => m.role === 'user');
  const placeholder = asked
    ? labels.textInputPlaceholderEnterMsg
    : listings.length === 1
      ? labels.initialMsgHint
      : listings.length === 0
        ? format(labels.hintContact, vars)
        : labels.hintAddress;
  const subtitle = [info.agentName, info.companyName].filter(Boolean).join(' · ');
  // Sending from a chip or a listing button: the button may vanish or wait; the box takes focus.
  const send = (text: string) => {
    void chat.send(text);
    inputRef.current?.focus({ preventScroll: true });
  };
  const chooseListing = (l: ListingInfo) => {
    chat.chooseListing(l);
    inputRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className={`oha-chat oha-${host}`} ref={rootRef} lang={chat.language ?? 'en'}>
      <TitleBar
        title={info.ohaName}
        subtitle={subtitle}
        labels={labels}
        language={chat.language}
        listingCount={listings.length}
        agentName={info.agentName}
        onLanguage={chat.setLanguage}
        onContact={() => setModal('contact')}
        onEmail={() => setModal('email')}
        onAllListings={chat.showAllListings}
        onNewChat={chat.newChat}
        onClose={onClose}
      />
      <MessageList
        messages={chat.messages}
        labels={labels}
        language={chat.language}
        vars={vars}
        listings={listings}
        busy={chat.busy}
        locked={chat.locked}
        apiBase={apiBase}
        pathname={pathname}
        sessionId={chat.sessionId}
        onSend={send}
        onChooseListing={chooseListing}
        onChangeLanguage={() => setModal('language')}
        onSwitchLanguage={(code) => {
          chat.setLanguage(code);
          inputRef.current?.focus({ preventScroll: true });
        }}
        onReact={chat.react}
        onContact={() => setModal('leave')}
        onProperty={() => setModal('property')}
        onContactSubmitted={chat.setContactSubmitted}
      />
      <ChatInput
        label={labels.chatInputLabel}
        placeholder={placeholder}
        sendLabel={labels.sendMessage}
        busy={chat.busy}
        locked={chat.locked && !chat.busy}
        inputRef={inputRef}
        onSend={(t) => void chat.send(t)}
      />
      <p className="oha-disclaimer">{labels.disclaimer}</p>

      {chat.language === null || modal === 'language' ? (
        <LanguageOverlay
          labels={labels}
          current={chat.language}
          onSubmit={(code) => {
            chat.setLanguage(code);
            setModal(null);
            focusComposer();
          }}
          onCancel={chat.language === null ? undefined : closeModal}
        />
      ) : null}
      {modal === 'leave' ? (
        <LeaveMessage
          labels={labels}
          agentName={info.agentName}
          listings={listings}
          listing={
            chat.selected?.length === 1 ? (listings.find((l) => l.id === chat.selected![0])?.listingName ?? '') : ''
          }
          apiBase={apiBase}
          pathname={pathname}
          sessionId={chat.sessionId}
          onClose={closeModal}
        />
      ) : null}
      {modal === 'contact' ? (
        <ContactCard
          info={info}
          labels={labels}
          apiBase={apiBase}
          onClose={closeModal}
          onLeaveMessage={() => setModal('leave')}
        />
      ) : null}
      {modal === 'email' ? (
        <EmailTranscript
          labels={labels}
          apiBase={apiBase}
          pathname={pathname}
          sessionId={chat.sessionId}
          onClose={closeModal}
        />
      ) : null}
      {modal === 'property' ? (
        <PropertySelector
          labels={labels}
          listings={listings}
          selected={chat.selected}
          onUpdate={chat.updateSelection}
          onClose={closeModal}
        />
      ) : null}
    </div>
  );
}
