// One message. Assistant answers render as the server's sanitized html (markdown.ts), with
// sources, the inline contact form, the reply actions and, for an answer in another language
// than the interface's, a one-tap offer to switch the interface to it.
import { format } from '@i18n/format';
import type { Labels } from '@i18n/catalogs';
import { InlineContactForm } from './InlineContactForm';
import { ReplyActions } from './ReplyActions';
import { Sources } from './Sources';
import { statusText } from './status';
import type { ChatMessage, FeedbackTag, ListingInfo } from './types';

interface Props {
  m: ChatMessage;
  labels: Labels;
  listings: ListingInfo[];
  agentName: string;
  apiBase: string;
  pathname: string;
  sessionId: string | null;
  onReact: (m: ChatMessage, tag: FeedbackTag) => void;
  onContact: () => void;
  onProperty: () => void;
  onContactSubmitted: (id: string, submitted: boolean) => void;
  /** The newest message: its inline form starts open. */
  latest: boolean;
  /** Show "Show the chat in <the answer's language>". */
  offerSwitch: boolean;
  onSwitchLanguage: (code: string) => void;
}

function Body({ m, labels }: Pick<Props, 'm' | 'labels'>) {
  if (m.errorKey) return <p>{labels[m.errorKey]}</p>;
  const text = m.text ?? '';
  const html = m.streaming ? null : m.html;
  if (html) return <div className="oha-md" dangerouslySetInnerHTML={{ __html: html }} />;
  return <p className="oha-plain">{text}</p>;
}

export function Message(p: Props) {
  const { m, labels } = p;
  if (m.role === 'user') {
    return (
      <div className="oha-msg oha-user">
        <p className="oha-bubble oha-plain">{m.text}</p>
      </div>
    );
  }
  if (m.streaming && !m.text) return null; // the typing indicator stands in until the first words
  return (
    <div className="oha-msg oha-assistant">
      <div className={m.failed ? 'oha-bubble oha-failed' : 'oha-bubble'}>
        <Body m={m} labels={labels} />
        {m.sources && !m.streaming ? <Sources sources={m.sources} labels={labels} /> : null}
        {m.contact && !m.streaming ? (
          <InlineContactForm
            labels={labels}
            agentName={p.agentName}
            listings={p.listings}
            listing={m.contact.listing}
            apiBase={p.apiBase}
            pathname={p.pathname}
            sessionId={p.sessionId}
            submitted={Boolean(m.contact.submitted)}
            startOpen={p.latest}
            onSubmitted={(s) => p.onContactSubmitted(m.id, s)}
          />
        ) : null}
      </div>
      {p.offerSwitch && m.switchLabel && m.language ? (
        <div className="oha-chips">
          <button type="button" className="oha-chip" lang={m.language} onClick={() => p.onSwitchLanguage(m.language!)}>
            {m.switchLabel}
          </button>
        </div>
      ) : null}
      {m.responseId && !m.streaming && !m.failed ? (
        <ReplyActions
          labels={labels}
          text={m.text ?? ''}
          reaction={m.reaction}
          showProperty={p.listings.length > 1}
          onReact={(tag) => p.onReact(m, tag)}
          onContact={p.onContact}
          onProperty={p.onProperty}
        />
      ) : null}
    </div>
  );
}

/** The welcome text by listing count: 1 names the listing and status, 0 says none are available. */
export function welcomeText(
  labels: Labels,
  vars: { assistant: string; agent: string },
  listings: ListingInfo[],
): string {
  const hello = format(labels.welcomeMsg, vars);
  if (listings.length === 1)
    return `${hello} ${format(labels.welcomeOne, { listing: listings[0].listingName, status: statusText(labels, listings[0].listingStatus) })}`;
  if (listings.length === 0) return `${hello} ${format(labels.welcomeNone, vars)}`;
  return hello;
}
