// One visitor on the live list: name, arrival (in the phone's own time zone once it runs),
// timeline, agent, how many questions, what they asked, and "Needs you" after a handover.
import { useEffect, useState } from 'react';
import type { LiveVisitor } from '~/.server/open-houses/live.server';
import { openHouseTexts as m } from '~/messages/open-houses';
import { formatTime } from '~/utils/dates';

function ArrivalTime({ at }: { at: string }) {
  // The server renders UTC; the phone then shows its local time (the open house's, in practice).
  const [text, setText] = useState(() => formatTime(at));
  useEffect(() => setText(new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })), [at]);
  return <time dateTime={at}>{text}</time>;
}

export function LiveVisitorCard({ visitor: v }: { visitor: LiveVisitor }) {
  return (
    <li className={v.needsYou ? 'card oh-visitor oh-needs-you' : 'card oh-visitor'} data-visitor={v.name}>
      <div className="oh-visitor-head">
        <h2>{v.name}</h2>
        {v.needsYou ? (
          <span className="oh-badge" title={m.needsYouHint}>
            {m.needsYou}
          </span>
        ) : null}
      </div>
      <p className="oh-visitor-facts">
        <span>
          {m.arrived} <ArrivalTime at={v.arrivedAt} />
        </span>
        <span>{v.timeline}</span>
        <span>{v.hasAgent ? m.hasAgent(v.agentName) : m.noAgent}</span>
        <span>{m.questions(v.questions)}</span>
      </p>
      <p className="oh-summary">
        {v.summary ? (
          <>
            <span className="visually-hidden">{m.asked}: </span>
            {v.summary}
          </>
        ) : (
          <span className="muted">{m.nothingAsked}</span>
        )}
      </p>
    </li>
  );
}
