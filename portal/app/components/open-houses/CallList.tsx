// The visitors of an open house who agreed to calls and texts, each with a tap-to-call link and
// the questions they asked beside it (the ones handed over marked). The app sends no text messages.
import type { CallEntry } from '~/.server/open-houses/follow-ups.server';
import { followUpTexts as f } from '~/messages/follow-ups';

export function CallList({ calls }: { calls: CallEntry[] }) {
  return (
    <section aria-labelledby="fu-calls-title" className="oh-fu-calls">
      <h2 id="fu-calls-title">{f.callsTitle}</h2>
      <p className="muted">{f.callsIntro}</p>
      {calls.length ? (
        <ul className="oh-fu-list">
          {calls.map((c) => (
            <li key={c.contactId} className={c.needsYou ? 'card oh-fu-call oh-needs-you' : 'card oh-fu-call'}>
              <div className="oh-visitor-head">
                <h3>{c.name}</h3>
                {c.needsYou ? <span className="oh-badge">{f.needsYou}</span> : null}
              </div>
              <p>
                <a className="btn btn-primary" href={`tel:${c.phone}`} aria-label={f.callLabel(c.name, c.phoneDisplay)}>
                  {f.call(c.phoneDisplay)}
                </a>
              </p>
              {c.timeline ? (
                <p className="muted">
                  {f.timeline}: {c.timeline}
                </p>
              ) : null}
              {c.questions.length ? (
                <ul className="oh-fu-questions">
                  {c.questions.map((q, i) => (
                    <li key={i}>
                      {q.question}
                      {q.personal ? <span className="oh-badge"> {f.needsYou}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{f.noQuestions}</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{f.callsNone}</p>
      )}
    </section>
  );
}
