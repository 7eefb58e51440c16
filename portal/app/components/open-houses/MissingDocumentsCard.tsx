// The Documents missing card on an open house's page (owner): each question several visitors
// asked that no document answers, with the kind of document that would answer it, a link to add
// it to the listing and one to answer the question once on Unanswered questions.
import { Link } from '@remix-run/react';
import type { MissingDocument } from '~/.server/open-houses/documents-missing.server';
import { followUpTexts as f } from '~/messages/follow-ups';

export function MissingDocumentsCard({
  items,
  listingId,
  listingName,
}: {
  items: MissingDocument[];
  listingId: number;
  listingName: string;
}) {
  if (!items.length) return null;
  return (
    <section className="card oh-missing" aria-labelledby="oh-missing-title">
      <h2 id="oh-missing-title">{f.missingTitle}</h2>
      <p className="muted">{f.missingIntro}</p>
      <ul className="oh-fu-list">
        {items.map((i) => (
          <li key={i.groupId} className="oh-missing-item" data-group-id={i.groupId}>
            <p className="oh-summary">{f.missingAskedAbout(i.visitors, i.topic)}</p>
            <p className="question-text">“{i.question}”</p>
            <p>{f.missingWould(i.documentName)}</p>
            {i.checking ? (
              <p className="muted" role="status">
                {f.missingChecking}
              </p>
            ) : null}
            <div className="row oh-fu-actions">
              <Link
                to={`/listinglist/${listingId}`}
                className="btn btn-primary"
                aria-label={f.missingAddLabel(i.documentName, listingName)}
              >
                {f.missingAdd(i.documentName)}
              </Link>
              <Link to={`/questions?q=${i.groupId}`} className="btn" aria-label={f.missingAnswerLabel(i.question)}>
                {f.missingAnswer}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
