import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { config } from '~/.server/config.server';
import { db } from '~/.server/db.server';
import { countWaitingGroups } from '~/.server/knowledge/questions.server';
import { countAssistants } from '~/.server/repos/assistants.server';
import { sourceStats, type SourceCount } from '~/.server/chat/source-stats.server';
import { LEAD_SOURCE_LABELS, STATS_DAYS } from '~/validation/lead-source';
import { questionTexts } from '~/messages/questions';
import { disabledReasons } from '~/messages/portal';
import { statsTexts } from '~/messages/seller-report';

export const meta: MetaFunction = () => [{ title: 'Dashboard · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const [count, waiting] = await Promise.all([countAssistants(db(), user.id), countWaitingGroups(db(), user.id)]);
  return {
    waiting,
    fName: user.fName,
    sources: count > 0 ? await sourceStats(user.id) : [],
    // The navigation bar's rules: Create until the limit is reached, the rest once one exists.
    canCreate: count < config().assistantLimit,
    hasAssistant: count > 0,
  };
}

function Entry({
  to,
  enabled,
  title,
  text,
  reason = disabledReasons.noAssistant,
}: {
  to: string;
  enabled: boolean;
  title: string;
  text: string;
  /** Shown on a greyed-out entry: why it cannot be used now. */
  reason?: string;
}) {
  if (!enabled) {
    // Disabled entries are not links at all, so a click does nothing; the reason says why.
    return (
      <div className="dash-entry disabled" aria-disabled="true">
        <span className="dash-title">{title}</span>
        <span className="muted">{text}</span>
        <span className="dash-reason">{reason}</span>
      </div>
    );
  }
  return (
    <Link className="dash-entry" to={to}>
      <span className="dash-title">{title}</span>
      <span className="muted">{text}</span>
    </Link>
  );
}

/** Chats and leads per channel, so the agent sees which sign, flyer or post brought buyers. */
function SourceTable({ sources }: { sources: SourceCount[] }) {
  const active = sources.filter((s) => s.chats || s.leads);
  return (
    <section className="card dash-section" aria-labelledby="dash-sources">
      <h2 id="dash-sources">Where visitors came from</h2>
      <p className="muted">
        Last {STATS_DAYS} days. Download a QR code or copy a link per channel from your{' '}
        <Link to="/assistantlist">assistant list</Link>; each one is counted here.
      </p>
      {active.length === 0 ? (
        <p>No chats in the last {STATS_DAYS} days yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="source-table">
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Chats</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.source}>
                  <th scope="row">{LEAD_SOURCE_LABELS[s.source]}</th>
                  <td>{s.chats}</td>
                  <td>{s.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function Dashboard() {
  const { fName, canCreate, hasAssistant, sources, waiting } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Welcome back, {fName}!</h1>
      <p className="muted">
        {hasAssistant
          ? 'Manage your assistant and keep your listings up to date.'
          : 'Start by creating your Open House Assistant; then add your listings.'}
      </p>
      <section className="card dash-section" aria-labelledby="dash-assistants">
        <h2 id="dash-assistants">Assistants</h2>
        <div className="dash-grid">
          <Entry
            to="/create_assistants"
            enabled={canCreate}
            title="Create a new assistant"
            text="Set up your contact details and first listing."
            reason={disabledReasons.createLimit}
          />
          <Entry
            to="/assistantList"
            enabled={hasAssistant}
            title="Access your assistant"
            text="Chat link, QR code, contact details."
          />
        </div>
      </section>
      <section className="card dash-section" aria-labelledby="dash-listings">
        <h2 id="dash-listings">Listings</h2>
        <div className="dash-grid">
          <Entry
            to="/addlisting"
            enabled={hasAssistant}
            title="Add a new listing"
            text="Upload documents and insider notes."
          />
          <Entry to="/listinglist" enabled={hasAssistant} title="Edit listing(s)" text="Details, status and files." />
        </div>
      </section>
      <section className="card dash-section" aria-labelledby="dash-visitors">
        <h2 id="dash-visitors">Visitors</h2>
        <div className="dash-grid">
          <Entry
            to="/leads"
            enabled={hasAssistant}
            title="Leads"
            text="Messages visitors left for you, with CSV export."
          />
          <Entry
            to="/conversations"
            enabled={hasAssistant}
            title="Conversations"
            text="What visitors asked your assistant."
          />
          <Entry
            to="/questions"
            enabled={hasAssistant}
            title={questionTexts.dashboardTitle}
            text={questionTexts.dashboardWaiting(waiting)}
          />
          <Entry
            to="/open-houses/stats"
            enabled={hasAssistant}
            title={statsTexts.link}
            text={statsTexts.dashboardText}
          />
        </div>
      </section>
      {hasAssistant ? <SourceTable sources={sources} /> : null}
    </>
  );
}
