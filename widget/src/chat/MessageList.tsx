// The conversation: welcome (with the change-language and intro buttons), listing choices,
// starter questions, messages, and the typing indicator while an answer is awaited.
import { useEffect, useRef } from 'react';
import { ListingButtons } from './ListingButtons';
import { Message, welcomeText } from './Message';
import type { Labels } from '@i18n/catalogs';
import type { ChatMessage, FeedbackTag, ListingInfo } from './types';

interface Props {
  messages: ChatMessage[];
  labels: Labels;
  /** The interface language: an answer in another one offers to switch. */
  language: string | null;
  vars: { assistant: string; agent: string };
  listings: ListingInfo[];
  busy: boolean;
  locked: boolean;
  apiBase: string;
  pathname: string;
  sessionId: string | null;
  onSend: (text: string) => void;
  onChooseListing: (l: ListingInfo) => void;
  onChangeLanguage: () => void;
  onSwitchLanguage: (code: string) => void;
  onReact: (m: ChatMessage, tag: FeedbackTag) => void;
  onContact: () => void;
  onProperty: () => void;
  onContactSubmitted: (id: string, submitted: boolean) => void;
}

export function MessageList(p: Props) {
  const { labels } = p;
  const end = useRef<HTMLDivElement>(null);
  const last = p.messages[p.messages.length - 1];
  useEffect(() => {
    // Scroll only the message list: scrollIntoView also scrolls every ancestor, including the
    // page around an embedded chat, which jumped the host page (and the portal's live preview)
    // down to the chat on load and on every answer.
    const box = end.current?.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  }, [p.messages.length, last?.text, p.busy]);
  const asked = p.messages.some((m) => m.role === 'user' && !m.choice);
  const waiting = p.busy && last?.streaming && !last.text;
  const starters = !asked && !p.locked && p.listings.length > 0;
  const lastAnswer = p.messages.reduce((at, m, i) => (m.role === 'assistant' && m.kind === 'text' ? i : at), -1);
  return (
    <div className="oha-messages" aria-live="polite" aria-relevant="additions">
      {p.messages.map((m, i) => {
        if (m.kind === 'welcome') {
          return (
            <div key={m.id} className="oha-msg oha-assistant">
              <div className="oha-bubble">
                <p className="oha-plain">{welcomeText(labels, p.vars, p.listings)}</p>
                <div className="oha-chips">
                  {p.listings.length === 1 ? (
                    <button
                      type="button"
                      className="oha-chip oha-chip-primary"
                      disabled={p.busy}
                      onClick={() => p.onSend(labels.introBtn)}
                    >
                      {labels.introBtn}
                    </button>
                  ) : null}
                  <button type="button" className="oha-chip" onClick={p.onChangeLanguage}>
                    {labels.changeLangBtn}
                  </button>
                </div>
              </div>
            </div>
          );
        }
        if (m.kind === 'listings') {
          return (
            <div key={m.id} className="oha-msg oha-assistant">
              <ListingButtons
                title={labels.selectListing}
                labels={labels}
                listings={p.listings}
                disabled={p.busy}
                onChoose={p.onChooseListing}
              />
            </div>
          );
        }
        return (
          <Message
            key={m.id}
            m={m}
            labels={labels}
            listings={p.listings}
            agentName={p.vars.agent}
            apiBase={p.apiBase}
            pathname={p.pathname}
            sessionId={p.sessionId}
            onReact={p.onReact}
            onContact={p.onContact}
            onProperty={p.onProperty}
            onContactSubmitted={p.onContactSubmitted}
            latest={i === p.messages.length - 1}
            offerSwitch={i === lastAnswer && !p.busy && Boolean(m.language) && m.language !== p.language}
            onSwitchLanguage={p.onSwitchLanguage}
          />
        );
      })}
      {starters ? (
        <div className="oha-starters">
          {[labels.starter1, labels.starter2, labels.starter3].map((q) => (
            <button key={q} type="button" className="oha-chip" onClick={() => p.onSend(q)}>
              {q}
            </button>
          ))}
        </div>
      ) : null}
      {waiting ? (
        <div className="oha-msg oha-assistant">
          <div className="oha-bubble oha-typing" role="status" aria-label={labels.typing}>
            <span />
            <span />
            <span />
          </div>
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}
