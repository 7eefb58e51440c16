// One group of visitors' questions waiting for the agent: what was asked, by how many, in which
// languages, what the assistant replied, and the form to answer it once or dismiss it.
import { Form, Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { LANGUAGES } from '@i18n/languages';
import { splitContactMarker } from '@widget/chat/contract';
import { questionTexts as m } from '~/messages/questions';
import { AnswerFields, type ListingOption } from './AnswerFields';
import { formatDateTime } from '~/utils/dates';

export interface GroupView {
  id: number;
  assistantName: string;
  listingId: number | null;
  listingName: string | null;
  question: string;
  reply: string;
  visitors: number;
  languages: string[];
  lastAskedAt: string;
  disliked: boolean;
  emailable: number;
  wordings: Array<{ id: number; question: string; language: string; sessionId: string }>;
}

export function languageName(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

/** The reply as the visitor saw it: the contact-form marker is not text. */
export function shownReply(reply: string): string {
  return splitContactMarker(reply).text;
}

export function QuestionGroupCard({
  group,
  listings,
  focused,
  error,
  values,
  action,
}: {
  group: GroupView;
  /** Where the form posts: the waiting list itself, not a ?q= link that would now point elsewhere. */
  action: string;
  listings: readonly ListingOption[];
  focused: boolean;
  error: string | null;
  values: { answer: string; appliesTo: number | null } | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Arriving from a conversation's link: bring this group into view and focus its heading.
    if (focused) {
      headingRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus();
    }
  }, [focused]);
  const others = group.wordings.filter((w) => w.question !== group.question);
  const headingId = `group-${group.id}-title`;
  return (
    <article
      className={focused ? 'card question-card focused' : 'card question-card'}
      id={`group-${group.id}`}
      aria-labelledby={headingId}
    >
      <p className="question-meta">
        <span className="status-pill">{group.listingName ?? m.anyListing}</span>
        <span>{m.visitors(group.visitors)}</span>
        <span>
          {m.languages}: {group.languages.map(languageName).join(', ')}
        </span>
        <span>
          {m.lastAsked}: {formatDateTime(group.lastAskedAt)}
        </span>
      </p>
      <p className="muted question-label">{m.visitorAsked}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="question-text">
        “{group.question}”
      </h2>
      {others.length ? (
        <details className="question-wordings">
          <summary>{m.otherWordings(others.length)}</summary>
          <ul>
            {others.map((w) => (
              <li key={w.id}>
                “{w.question}” <span className="muted">({languageName(w.language)})</span>{' '}
                <Link to={`/conversations?session=${encodeURIComponent(w.sessionId)}`}>View chat</Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="muted question-label">{group.disliked ? m.disliked : m.assistantReplied}</p>
      <blockquote className="question-reply">{shownReply(group.reply)}</blockquote>
      <Form method="post" action={action} noValidate className="answer-form">
        <input type="hidden" name="questionId" value={group.id} />
        <AnswerFields
          defaultAnswer={values?.answer ?? ''}
          defaultAppliesTo={values ? values.appliesTo : group.listingId}
          listings={listings}
          assistantName={group.assistantName}
          emailable={group.emailable}
          error={error}
        />
        <div className="row">
          <button type="submit" name="intent" value="save" className="btn btn-primary">
            {m.save}
          </button>
          <button
            type="submit"
            name="intent"
            value="dismiss"
            className="btn"
            aria-label={m.dismissLabel(group.question)}
          >
            {m.dismiss}
          </button>
        </div>
      </Form>
    </article>
  );
}
