// The visitor chat, shared by the /assistants/:pathname page (React) and the embeddable widget
// (preact/compat inside the /embed/:pathname iframe).
//
// Props (see ChatProps in ./types):
//   pathname        the assistant's public pathname
//   apiBase         base URL of the JSON API, '' = same origin (default)
//   host            'page' | 'embed' (the embed opens "Go to Home" in a new tab)
//   onEvent         chat events: ready, failed, answer (for the widget's unread count), language, new-chat
//   renderMarkdown  markdown → safe html in the browser; without it the server's sanitized html is used
//   labels          preloaded labels per language; without them non-English labels are fetched
//   onClose         shows a close button in the title bar (the widget)
import { useCallback, useRef, useState } from 'react';
import { ChatInput } from './ChatInput';
import { ContactCard } from './ContactCard';
import { EmailTranscript } from './EmailTranscript';
import { FailureScreen } from './FailureScreen';
import { format } from '@i18n/format';
import { LanguageOverlay } from './LanguageOverlay';
import { LeaveMessage } from './LeaveMessage';
import { MessageList } from './MessageList';
import { PropertySelector } from './PropertySelector';
import { TitleBar } from './TitleBar';
import type { ChatProps } from './types';
import { useChat } from './useChat';
import { useLabels } from './useLabels';
import { useVisibleHeight } from './useViewport';

type ModalState = null | 'leave' | 'contact' | 'email' | 'property' | 'language';

export function ChatApp({
  pathname,
  apiBase = '',
  host,
  onEvent,
  renderMarkdown,
  labels: preloaded,
  onClose,
}: ChatProps) {
  const chat = useChat(pathname, apiBase, onEvent);
  const labels = useLabels(chat.language, apiBase, preloaded);
  const [modal, setModal] = useState<ModalState>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useVisibleHeight(rootRef, chat.status);
  const closeModal = useCallback(() => setModal(null), []);

  if (chat.status === 'failed') return <FailureScreen labels={labels} host={host} />;
  if (chat.status === 'loading' || !chat.info) {
    return (
      <div className={`oha-chat oha-${host} oha-loading`} ref={rootRef}>
        <p role="status">{labels.loading}</p>
      </div>
    );
  }

  const info = chat.info;
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
        vars={vars}
        listings={listings}
        busy={chat.busy}
        locked={chat.locked}
        renderMarkdown={renderMarkdown}
        apiBase={apiBase}
        pathname={pathname}
        sessionId={chat.sessionId}
        onSend={(t) => void chat.send(t)}
        onChooseListing={chat.chooseListing}
        onChangeLanguage={() => setModal('language')}
        onReact={chat.react}
        onContact={() => setModal('leave')}
        onProperty={() => setModal('property')}
        onContactSubmitted={chat.setContactSubmitted}
      />
      <ChatInput
        label={labels.chatInputLabel}
        placeholder={placeholder}
        sendLabel={labels.sendMessage}
        disabled={chat.locked}
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
          }}
          onCancel={chat.language === null ? undefined : () => setModal(null)}
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
